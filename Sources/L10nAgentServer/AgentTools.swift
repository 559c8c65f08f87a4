import L10nAgent
import L10nReporting

/// The agent's workspace behind the server, one call at a time: the SDK runs each request in
/// a task of its own, and a project's engine and its files must see one call after another.
actor AgentTools {
    private var workspace: AgentWorkspace?
    private let folder: String
    private var closing = false

    init(folder: String) {
        self.folder = folder
    }

    /// Finds and reads the projects; the first call waits for it, not the handshake.
    func load() {
        if workspace == nil { workspace = AgentWorkspace(folder: folder) }
    }

    func status(project: String?) throws(AgentError) -> StatusReport {
        try ready()
        return try workspace!.status(project: project)
    }

    func gaps(_ request: GapsRequest) throws(AgentError) -> GapsPage {
        try ready()
        return try workspace!.gaps(request)
    }

    func submit(_ request: SubmitRequest) throws(AgentError) -> SubmitResult {
        try ready()
        return try workspace!.submit(request)
    }

    func accept(_ request: AcceptRequest) throws(AgentError) -> AcceptResult {
        try ready()
        return try workspace!.accept(request)
    }

    func check(_ request: CheckRequest) throws(AgentError) -> JSONReportDocument {
        try ready()
        return try workspace!.check(request)
    }

    /// Starts nothing more. Returns once the call that was running (if any) has ended: the
    /// actor runs one call at a time, and this is one.
    func close() {
        closing = true
    }

    private func ready() throws(AgentError) {
        guard !closing else { throw .closing }
        load()
    }
}
