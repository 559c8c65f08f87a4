import L10nCore
import L10nProject
import Testing

/// `PartPlan`, the check by parts of the engine and the cache: which parts a change checks
/// again, and what the others keep.
@Suite struct PartPlanTests {
    typealias Plan = PartPlan<Int, Int, PartInputs<Int, Int>, String>

    /// A project of `files` (each defining the type it is named after, in `en`).
    static func plan(
        _ files: [String], previous: PartState<PartInputs<Int, Int>, String>?, change: LayoutChange = .init(),
        touchingEveryPart: Bool = false, versions: [String: Int] = [:], lock: Int? = nil
    ) -> Plan {
        Plan(
            previous: previous, change: change, touchingEveryPart: touchingEveryPart,
            layOut: {
                ProjectLayout(
                    resources: files.map {
                        .init(
                            path: $0, locales: ["en"], namespaces: [String($0.dropLast(4))], keysAfterStop: []
                        )
                    },
                    schemaTypeNames: [], namespaceLinks: [:])
            },
            version: { versions[$0, default: 0] }, items: { _ in 0 }, heldBack: HeldBackScopes([]),
            requiredLocales: nil, lock: lock, key: { $0 })
    }

    /// Each part's result names its first file and the version it was checked at.
    static func state(_ plan: Plan, versions: [String: Int] = [:]) -> PartState<PartInputs<Int, Int>, String>
    {
        let results = plan.layout.partition.parts.enumerated().map { position, part in
            plan.round.kept(position) ?? "\(part.files[0])@\(versions[part.files[0], default: 0])"
        }
        return plan.state(results: results)
    }

    static func edit(_ path: String) -> LayoutChange {
        var change = LayoutChange()
        let summary = ProjectLayout.ResourceSummary(
            path: path, locales: ["en"], namespaces: [String(path.dropLast(4))], keysAfterStop: [])
        change.resource(path, before: summary, after: summary)
        return change
    }

    @Test func anEditChecksItsPartAloneWithTheLayoutKept() {
        let files = ["A.yml", "B.yml", "C.yml"]
        let first = Self.plan(files, previous: nil)
        #expect(first.laidOut)
        #expect(first.dirty == [0, 1, 2])
        let state = Self.state(first)
        #expect(state.knownTypeCount == 3)
        #expect(state.namesKnownType == [[true], [true], [true]])

        let versions = ["B.yml": 1]
        let second = Self.plan(files, previous: state, change: Self.edit("B.yml"), versions: versions)
        #expect(!second.laidOut)
        #expect(second.dirty == [1])
        #expect(Array(second.inputs.keys) == [1])
        #expect(second.layout.knownTypes == ["B"])
        let after = Self.state(second, versions: versions)
        #expect(after.results == ["A.yml@0", "B.yml@1", "C.yml@0"])
        // What the untouched parts keep of the state is theirs, not taken again.
        #expect(after.namesKnownType == [[true], [true], [true]])
        #expect(after.knownTypeCount == 3)

        // The same contents again (a file saved unchanged): its part is touched, not checked.
        let third = Self.plan(files, previous: after, change: Self.edit("B.yml"), versions: versions)
        #expect(third.dirty == [])
    }

    @Test func aNewFileLaysOutAgainAndThePartsFindTheirResultsByName() {
        let state = Self.state(Self.plan(["A.yml", "C.yml"], previous: nil))
        var change = LayoutChange()
        change.relayOut()
        let plan = Self.plan(["A.yml", "B.yml", "C.yml"], previous: state, change: change)
        #expect(plan.laidOut)
        // `C.yml`'s part moved from place 1 to 2 and keeps its result; `B.yml`'s is new.
        #expect(plan.dirty == [1])
        #expect(plan.round.kept(2) == "C.yml@0")
    }

    @Test func aChangedLockTouchesEveryPart() {
        let files = ["A.yml", "B.yml"]
        let state = Self.state(Self.plan(files, previous: nil, lock: 1))
        #expect(Self.plan(files, previous: state, lock: 1).dirty == [])
        let plan = Self.plan(files, previous: state, touchingEveryPart: true, lock: 2)
        #expect(!plan.laidOut)
        #expect(plan.dirty == [0, 1])
    }
}
