import Foundation

/// A generated project for the exchange round trips: `types` view models of 50 messages each
/// (texts, texts with placeholders, plurals, lists), in `en`, `de` (most translated, some
/// missing) and `ru` (plurals with Russian categories, some missing). `makeStale` changes some
/// English texts after `l10nc lock`, so their translations become stale.
enum ExchangeCorpus {
    /// Writes the project into `directory`; returns the number of default-locale messages.
    @discardableResult
    static func write(to directory: URL, types: Int) throws -> Int {
        try FileManager.default.createDirectory(
            at: directory.appendingPathComponent("Resources"), withIntermediateDirectories: true)
        try """
        resources: [Resources]
        defaultLocale: en
        locales: [en, de, ru]
        runtime: l10nc

        """.write(to: directory.appendingPathComponent("l10nc.yml"), atomically: true, encoding: .utf8)
        var messages = 0
        for type in 0..<types {
            let name = "Screen\(type)ViewModel"
            var en = "en:\n  \(name):\n"
            var de = "de:\n  \(name):\n"
            var ru = "ru:\n  \(name):\n"
            for index in 0..<50 {
                messages += 1
                let key = "text\(index)"
                switch index % 5 {
                case 0:
                    en += "    \(key): \"Welcome back, %{name}! Item \(index)\"\n"
                    de += "    \(key): \"Willkommen zurück, %{name}! Eintrag \(index)\"\n"
                    ru += "    \(key): \"С возвращением, %{name}! Пункт \(index)\"\n"
                case 1:
                    en +=
                        "    \(key):\n      one: \"%{count} task in \(index)\"\n      other: \"%{count} tasks in \(index)\"\n"
                    de +=
                        "    \(key):\n      one: \"%{count} Aufgabe in \(index)\"\n      other: \"%{count} Aufgaben in \(index)\"\n"
                    if type % 3 != 0 {
                        ru +=
                            "    \(key):\n      one: \"%{count} задача\"\n      few: \"%{count} задачи\"\n"
                            + "      many: \"%{count} задач\"\n      other: \"%{count} задачи\"\n"
                    }
                case 2:
                    en += "    \(key): [\"Open \(index)\", \"Done \(index)\"]\n"
                    de += "    \(key):\n      - \"Offen \(index)\"\n      - \"Erledigt \(index)\"\n"
                case 3:
                    // Quoting styles and escapes a round trip must keep byte for byte.
                    en += "    \(key): 'It''s 100%% <done> & \"quoted\" \(index)'\n"
                    de += "    \(key): \"Es ist 100%% <fertig> & \\\"zitiert\\\" \(index)\\n\"\n"
                    ru += "    \(key): Готово \(index) # a comment\n"
                default:
                    en += "    \(key): \"  Spaced \\t text \(index)  \"\n"
                    if index % 10 != 4 { de += "    \(key): \"  Abstand \(index)  \"\n" }
                }
            }
            try (en + de + ru).write(
                to: directory.appendingPathComponent("Resources/\(name).yml"), atomically: true,
                encoding: .utf8)
        }
        return messages
    }

    /// Changes the English text of every seventh view model's spaced texts.
    static func makeStale(_ directory: URL, types: Int) throws {
        for type in stride(from: 0, to: types, by: 7) {
            let file = directory.appendingPathComponent("Resources/Screen\(type)ViewModel.yml")
            let text = try String(contentsOf: file, encoding: .utf8)
            try text.replacingOccurrences(of: "\"  Spaced \\t text", with: "\"  Spaced \\t new text")
                .write(to: file, atomically: true, encoding: .utf8)
        }
    }
}
