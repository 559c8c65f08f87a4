/// Two arrays sorted by the same order, merged into one sorted array: on ties the first array's
/// element comes first.
public enum SortedMerge {
    public static func merge<Element>(
        _ first: [Element], _ second: [Element], by areInIncreasingOrder: (Element, Element) -> Bool
    ) -> [Element] {
        guard !first.isEmpty else { return second }
        guard !second.isEmpty else { return first }
        var merged: [Element] = []
        merged.reserveCapacity(first.count + second.count)
        var (i, j) = (0, 0)
        while i < first.count, j < second.count {
            if areInIncreasingOrder(second[j], first[i]) {
                merged.append(second[j])
                j += 1
            } else {
                merged.append(first[i])
                i += 1
            }
        }
        merged += first[i...]
        merged += second[j...]
        return merged
    }
}
