import Foundation

/// Writes a project `l10nc check` can run on: FOSMVVM view models, the YAML resources that
/// match them, an `l10nc.yml`, and the same messages as gettext `.po` files (one per locale),
/// for comparing with `msgfmt --check`.
///
/// Every view model needs five keys: a string, a string under `parentKeys`, a `@LocalizedSubs`
/// greeting with `%{name}`, a plural `@LocalizedSubs` count with `%{count}`, and a button
/// title. Every locale defines all of them with the locale's CLDR plural categories, except
/// that every `missingKeyInterval`-th view model lacks its subtitle in the last locale: a
/// correct check reports exactly those `missing-key` findings and nothing else.
public struct CheckProjectGenerator: Sendable {
    /// A locale of the project and how both formats count in it.
    public struct Locale: Sendable, Hashable {
        /// The BCP 47 identifier, used in the YAML (`pt-BR`).
        public var identifier: String
        /// The CLDR cardinal categories, in CLDR order: the variants of a YAML plural mapping.
        public var pluralCategories: [String]
        /// The gettext `Plural-Forms` header value (`nplurals=2; plural=(n != 1);`).
        public var gettextPluralForms: String
        /// The number of `msgstr[i]` a gettext plural message has.
        public var gettextPluralCount: Int

        public init(
            identifier: String, pluralCategories: [String], gettextPluralForms: String,
            gettextPluralCount: Int
        ) {
            self.identifier = identifier
            self.pluralCategories = pluralCategories
            self.gettextPluralForms = gettextPluralForms
            self.gettextPluralCount = gettextPluralCount
        }

        /// The gettext name of the locale (`pt_BR`, `zh_Hant`).
        public var gettextName: String { identifier.replacingOccurrences(of: "-", with: "_") }
    }

    /// What was written.
    public struct Summary: Sendable, Hashable {
        public var sourceDirectory: String
        public var resourceDirectory: String
        public var configurationPath: String
        public var sourcePaths: [String]
        public var resourcePaths: [String]
        /// One `.po` per locale.
        public var poPaths: [String]
        /// Keys the sources need.
        public var keyCount: Int
        /// Messages defined over all locales (a plural mapping is one message, as a gettext
        /// plural entry is); the `.po` files hold the same number.
        public var messageCount: Int
        /// The `missing-key` findings a correct check reports.
        public var expectedMissingKeys: Int
        public var sourceBytes: Int
        public var resourceBytes: Int
        public var poBytes: Int
    }

    /// Five keys per view model.
    public static let keysPerViewModel = 5

    public var viewModelCount: Int
    public var locales: [Locale]
    public var missingKeyInterval: Int

    public init(viewModelCount: Int = 2_000, locales: [Locale], missingKeyInterval: Int = 100) {
        self.viewModelCount = viewModelCount
        self.locales = locales
        self.missingKeyInterval = missingKeyInterval
    }

    /// Ten locales of different plural shapes, with gettext's usual `Plural-Forms`; the CLDR
    /// categories come from `categories` (the checker's own locale data, so the resources
    /// satisfy it).
    public static func tenLocales(categories: (String) -> [String]) -> [Locale] {
        let gettext: [(String, String, Int)] = [
            ("en", "nplurals=2; plural=(n != 1);", 2),
            ("de", "nplurals=2; plural=(n != 1);", 2),
            ("fr", "nplurals=3; plural=(n == 0 || n == 1) ? 0 : (n != 0 && n % 1000000 == 0) ? 1 : 2;", 3),
            ("es", "nplurals=3; plural=(n == 1) ? 0 : (n != 0 && n % 1000000 == 0) ? 1 : 2;", 3),
            (
                "ru",
                "nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);",
                3
            ),
            (
                "ar",
                "nplurals=6; plural=(n==0 ? 0 : n==1 ? 1 : n==2 ? 2 : n%100>=3 && n%100<=10 ? 3 : n%100>=11 ? 4 : 5);",
                6
            ),
            ("ja", "nplurals=1; plural=0;", 1),
            ("zh-Hant", "nplurals=1; plural=0;", 1),
            ("hi", "nplurals=2; plural=(n > 1);", 2),
            ("pt-BR", "nplurals=3; plural=(n == 0 || n == 1) ? 0 : (n != 0 && n % 1000000 == 0) ? 1 : 2;", 3),
        ]
        return gettext.map {
            Locale(
                identifier: $0.0, pluralCategories: categories($0.0), gettextPluralForms: $0.1,
                gettextPluralCount: $0.2
            )
        }
    }

    /// Per locale: title, subtitle, greeting (with `%{name}`), counted noun (with `%{count}`),
    /// button.
    private static let words: [String: [String]] = [
        "en": [
            "Dashboard", "Everything at a glance", "Welcome back, %{name}!", "%{count} open tasks",
            "Save changes",
        ],
        "de": [
            "Übersicht", "Alles auf einen Blick", "Willkommen zurück, %{name}!", "%{count} offene Aufgaben",
            "Änderungen speichern",
        ],
        "fr": [
            "Tableau de bord", "Tout en un coup d’œil", "Bon retour, %{name} !", "%{count} tâches ouvertes",
            "Enregistrer",
        ],
        "es": [
            "Panel", "Todo de un vistazo", "¡Hola de nuevo, %{name}!", "%{count} tareas abiertas",
            "Guardar cambios",
        ],
        "ru": [
            "Панель", "Всё с первого взгляда", "С возвращением, %{name}!", "%{count} открытых задач",
            "Сохранить изменения",
        ],
        "ar": [
            "لوحة التحكم", "كل شيء في لمحة", "مرحبًا بعودتك يا %{name}!", "%{count} مهمة مفتوحة",
            "حفظ التغييرات",
        ],
        "ja": ["ダッシュボード", "すべてをひと目で", "%{name}さん、おかえりなさい！", "未完了のタスク%{count}件", "変更を保存"],
        "zh-Hant": ["儀表板", "一目了然", "歡迎回來，%{name}！", "%{count} 個未完成的任務", "儲存變更"],
        "hi": ["डैशबोर्ड", "सब कुछ एक नज़र में", "वापसी पर स्वागत है, %{name}!", "%{count} खुले कार्य", "परिवर्तन सहेजें"],
        "pt-BR": [
            "Painel", "Tudo num relance", "Bem-vindo de volta, %{name}!", "%{count} tarefas abertas",
            "Salvar alterações",
        ],
    ]

    private func words(_ locale: Locale) -> [String] {
        Self.words[locale.identifier] ?? Self.words["en"]!
    }

    private static func typeName(_ index: Int) -> String { "Feature\(index)ViewModel" }

    private func lacksSubtitle(viewModel index: Int, locale: Int) -> Bool {
        locale == locales.count - 1 && index % missingKeyInterval == missingKeyInterval - 1
    }

    /// Writes the project under `directory` (`Sources/`, `Resources/`, `l10nc.yml`, `po/`).
    public func write(to directory: String) throws -> Summary {
        let sources = directory + "/Sources"
        let resources = directory + "/Resources"
        let po = directory + "/po"
        for folder in [sources, resources, po] {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        }
        var summary = Summary(
            sourceDirectory: sources, resourceDirectory: resources,
            configurationPath: directory + "/l10nc.yml",
            sourcePaths: [], resourcePaths: [], poPaths: [], keyCount: viewModelCount * Self.keysPerViewModel,
            messageCount: 0, expectedMissingKeys: 0, sourceBytes: 0, resourceBytes: 0, poBytes: 0)

        for index in 0..<viewModelCount {
            let module = "/Module\(index / 100)"
            if index % 100 == 0 {
                try FileManager.default.createDirectory(
                    atPath: sources + module, withIntermediateDirectories: true)
                try FileManager.default.createDirectory(
                    atPath: resources + module, withIntermediateDirectories: true)
            }
            let swiftPath = sources + module + "/\(Self.typeName(index)).swift"
            let yamlPath = resources + module + "/\(Self.typeName(index)).yml"
            summary.sourceBytes += try write(swiftSource(index), to: swiftPath)
            summary.resourceBytes += try write(yaml(index), to: yamlPath)
            summary.sourcePaths.append(swiftPath)
            summary.resourcePaths.append(yamlPath)
            if lacksSubtitle(viewModel: index, locale: locales.count - 1) { summary.expectedMissingKeys += 1 }
        }
        summary.messageCount =
            viewModelCount * Self.keysPerViewModel * locales.count - summary.expectedMissingKeys

        for (position, locale) in locales.enumerated() {
            let path = po + "/\(locale.gettextName).po"
            summary.poBytes += try write(poFile(locale, position: position), to: path)
            summary.poPaths.append(path)
        }

        let configuration = """
            sources: [Sources]
            resources: [Resources]
            defaultLocale: \(locales[0].identifier)
            locales: [\(locales.map(\.identifier).joined(separator: ", "))]
            runtime: l10nc

            """
        _ = try write(configuration, to: summary.configurationPath)
        return summary
    }

    private func write(_ text: String, to path: String) throws -> Int {
        let data = Data(text.utf8)
        try data.write(to: URL(fileURLWithPath: path))
        return data.count
    }

    // MARK: Swift

    private func swiftSource(_ index: Int) -> String {
        let type = Self.typeName(index)
        return """
            import FOSMVVM
            import Foundation

            /// Generated view model \(index): a titled list of items with a greeting and a count.
            @ViewModel
            public struct \(type): RequestableViewModel {
                public typealias Request = \(type)Request

                @LocalizedString public var title
                @LocalizedString(parentKeys: "header", propertyName: "subtitle") public var subtitle
                @LocalizedSubs(substitutions: \\.greetingSubstitutions) public var greeting
                @LocalizedSubs(substitutions: \\.countSubstitutions) public var itemCount
                @LocalizedString public var saveButton

                public let owner: String
                public let items: [String]
                public let vmId: ViewModelId

                private var greetingSubstitutions: [String: any Localizable] {
                    ["name": LocalizableString.constant(owner)]
                }

                private var countSubstitutions: [String: any Localizable] {
                    ["count": LocalizableInt(value: items.count)]
                }

                public init(owner: String, items: [String]) {
                    self.owner = owner
                    self.items = items.sorted()
                    self.vmId = .init()
                }

                public static func stub() -> Self {
                    .init(owner: "Owner \(index)", items: (0..<\(index % 7 + 1)).map { "Item \\($0)" })
                }
            }

            """
    }

    // MARK: YAML

    private func yaml(_ index: Int) -> String {
        let type = Self.typeName(index)
        var text = "# Generated view model \(index).\n"
        for (position, locale) in locales.enumerated() {
            let words = words(locale)
            text += "\(locale.identifier):\n  \(type):\n"
            text += "    title: \"\(words[0]) \(index)\"\n"
            if !lacksSubtitle(viewModel: index, locale: position) {
                text += "    header:\n      subtitle: \"\(words[1])\"\n"
            }
            text += "    greeting: \"\(words[2])\"\n"
            text += "    itemCount:\n"
            for category in locale.pluralCategories {
                text += "      \(category): \"\(words[3])\"\n"
            }
            text += "    saveButton: \"\(words[4])\"\n"
        }
        return text
    }

    // MARK: gettext

    /// The same messages in gettext form: `msgctxt` is the key, `msgid` the English text,
    /// `msgstr` the locale's. Placeholders are flagged `ruby-format` (gettext's `%{name}`
    /// syntax), so `msgfmt --check` compares them as `l10nc check` does.
    private func poFile(_ locale: Locale, position: Int) -> String {
        let english = words(locales[0])
        let words = words(locale)
        var text = """
            # Generated messages for \(locale.identifier).
            msgid ""
            msgstr ""
            "Project-Id-Version: l10nc-benchmark 1.0\\n"
            "PO-Revision-Date: 2026-01-01 00:00+0000\\n"
            "Last-Translator: Benchmark <benchmark@example.com>\\n"
            "Language-Team: \(locale.identifier) <benchmark@example.com>\\n"
            "Language: \(locale.gettextName)\\n"
            "MIME-Version: 1.0\\n"
            "Content-Type: text/plain; charset=UTF-8\\n"
            "Content-Transfer-Encoding: 8bit\\n"
            "Plural-Forms: \(locale.gettextPluralForms)\\n"


            """
        for index in 0..<viewModelCount {
            let type = Self.typeName(index)
            func message(_ key: String, _ wordIndex: Int, format: Bool = false, suffix: String = "") {
                if format { text += "#, ruby-format\n" }
                text += "msgctxt \"\(type).\(key)\"\n"
                text +=
                    "msgid \"\(english[wordIndex])\(suffix)\"\nmsgstr \"\(words[wordIndex])\(suffix)\"\n\n"
            }
            message("title", 0, suffix: " \(index)")
            if !lacksSubtitle(viewModel: index, locale: position) { message("header.subtitle", 1) }
            message("greeting", 2, format: true)
            text += "#, ruby-format\nmsgctxt \"\(type).itemCount\"\n"
            text += "msgid \"\(english[3].replacingOccurrences(of: "tasks", with: "task"))\"\n"
            text += "msgid_plural \"\(english[3])\"\n"
            for form in 0..<locale.gettextPluralCount { text += "msgstr[\(form)] \"\(words[3])\"\n" }
            text += "\n"
            message("saveButton", 4)
        }
        return text
    }
}
