import L10nEditing
import Testing

@Suite struct UnifiedDiffTests {
    @Test func identicalTextsHaveNoDiff() {
        #expect(UnifiedDiff(path: "a.yml", old: "x\ny\n", new: "x\ny\n").isEmpty)
        #expect(UnifiedDiff(path: "a.yml", old: "x\ny\n", new: "x\ny\n").description == "")
    }

    @Test func insertionWithContext() {
        let old = (1...10).map { "line \($0)" }.joined(separator: "\n") + "\n"
        let new = old.replacingOccurrences(of: "line 5\n", with: "line 5\nadded\n")
        #expect(
            UnifiedDiff(path: "a.yml", old: old, new: new).description == """
                --- a/a.yml
                +++ b/a.yml
                @@ -3,6 +3,7 @@
                 line 3
                 line 4
                 line 5
                +added
                 line 6
                 line 7
                 line 8

                """)
    }

    @Test func distantChangesMakeTwoHunks() {
        let old = (1...20).map { "l\($0)" }.joined(separator: "\n") + "\n"
        let new = old.replacingOccurrences(of: "l2\n", with: "L2\n").replacingOccurrences(
            of: "l18\n", with: "")
        #expect(
            UnifiedDiff(path: "f", old: old, new: new).description == """
                --- a/f
                +++ b/f
                @@ -1,5 +1,5 @@
                 l1
                -l2
                +L2
                 l3
                 l4
                 l5
                @@ -15,6 +15,5 @@
                 l15
                 l16
                 l17
                -l18
                 l19
                 l20

                """)
    }
}
