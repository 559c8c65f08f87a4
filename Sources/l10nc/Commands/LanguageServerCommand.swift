import ArgumentParser
import Foundation
import L10nLanguageServer

/// `l10nc lsp`: the language server an editor starts.
struct LanguageServerCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lsp",
        abstract: "Serve the Language Server Protocol on standard input and output, for editors.",
        usage: "l10nc lsp",
        discussion: """
            An editor starts `l10nc lsp` as its language server for Swift and YAML files and talks \
            to it over standard input and output (LSP 3.17, JSON-RPC with Content-Length headers). \
            Every l10nc.yml under the workspace folders is a project; its findings are those of \
            `l10nc check`, kept current as you type (unsaved buffers count) and as files change on \
            disk. Hover on a localized property shows the text each locale serves; go to \
            definition leads from a property to its keys in every locale file and back.

            Logs go to standard error, never to standard output. docs/editors.md shows how to set \
            up Neovim, VS Code, Helix, Zed, Sublime Text and Emacs.

            Exit status: 0 after the client's shutdown and exit, 1 when the client leaves without \
            shutdown.
            """)

    func run() throws {
        let status = LanguageServer.serveStandardStreams()
        if status != 0 { throw ExitCode(status) }
    }
}
