import Foundation
import L10nAgentServer

// `l10nc mcp [<folder>]` checks its argument and runs this executable in its place (`execv`),
// so that only this one links the Model Context Protocol SDK, not the `l10nc` that the build
// plugins compile and run. Its one argument is the folder whose l10nc.yml files are the projects.
let folder = CommandLine.arguments.dropFirst().first ?? "."
exit(AgentServer.serveStandardStreams(folder: folder))
