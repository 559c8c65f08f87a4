import ArgumentParser
import Foundation
import L10nLanguageServer

/// `l10nc lsp`: the language server an editor starts.
struct LanguageServerCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lsp",
        abstract: "Serve the Language Server Protocol on standard input and output, for editors.",
        usage: "l10nc lsp [--cache <dir>]",
        discussion: """
            An editor starts `l10nc lsp` as its language server for Swift and YAML files and talks \
            to it over standard input and output (LSP 3.17, JSON-RPC with Content-Length headers). \
            Every l10nc.yml under the workspace folders is a project; its findings are those of \
            `l10nc check`, kept current as you type (unsaved buffers count) and as files change on \
            disk. Hover on a localized property shows the text each locale serves; go to \
            definition leads from a property to its keys in every locale file and back.

            With --cache DIR (or the initialization option `cacheDirectory`), the first \
            findings come from the check cache `l10nc check --cache DIR` keeps (and refreshes \
            it): on this repository's benchmark project, 0.13-0.19 of a cold check's time. The \
            server started in the folder of the project's l10nc.yml shares the cache with \
            `check --cache DIR` run there. The engine behind hover, completion and the other \
            requests then loads in the background; a request that needs it waits for it, and \
            its findings replace the cached ones where they differ. A cache made with other \
            settings, a damaged one, a DIR that is not a directory, or a workspace of several \
            projects: the findings are still those of `l10nc check`, and the client's log says \
            why the cache was not used.

            Logs go to standard error, never to standard output. docs/editors.md shows how to set \
            up Neovim, VS Code, Helix, Zed, Sublime Text and Emacs.

            Exit status: 0 after the client's shutdown and exit, 1 when the client leaves without \
            shutdown.
            """)

    @Option(
        help: ArgumentHelp(
            "The check cache of `l10nc check --cache DIR`: the first findings come from it while the rest "
                + "of the server loads.",
            valueName: "dir"))
    var cache: String?

    func run() throws {
        let status = LanguageServer.serveStandardStreams(cacheDirectory: cache)
        if status != 0 { throw ExitCode(status) }
    }
}
