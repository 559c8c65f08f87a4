import L10nAgent
import MCP

/// The tools `l10nc mcp` offers, in the order an agent uses them.
enum ToolCatalog {
    static let all: [ToolDefinition] = [status, gaps, submit, accept, check]

    static func named(_ name: String) -> ToolDefinition? { all.first { $0.name == name } }

    static let status = ToolDefinition(
        name: "l10n_status", title: "Translation status",
        description: """
            Where the project's translation stands: per locale, the keys the code needs, how many have a \
            text, how many are missing, stale (translated from an older default-locale text) or to review \
            (an agent's translation no one has accepted), and the coverage; the findings of `l10nc check` \
            by severity and rule; the locales check requires. Start here, then page through l10n_gaps.
            """,
        inputSchema: Schema.object(["project": Schema.project]),
        outputSchema: Schema.record(
            [
                "project": Schema.string(), "defaultLocale": Schema.string(),
                "requiredLocales": Schema.array(Schema.string()),
                "locales": Schema.array(
                    Schema.record(
                        [
                            "locale": Schema.string(), "required": Schema.boolean, "needed": Schema.integer(),
                            "translated": Schema.integer(), "missing": Schema.integer(),
                            "stale": Schema.integer(),
                            "review": Schema.integer(), "coverage": Schema.number,
                        ],
                        required: [
                            "locale", "required", "needed", "translated", "missing", "stale", "review",
                            "coverage",
                        ])),
                "findings": Schema.record(
                    [
                        "errors": Schema.integer(), "warnings": Schema.integer(), "notes": Schema.integer(),
                        "byRule": Schema.map(Schema.integer()),
                    ],
                    required: ["errors", "warnings", "notes", "byRule"]),
            ],
            required: ["project", "defaultLocale", "requiredLocales", "locales", "findings"]),
        readOnly: true)

    static let unit = Schema.record(
        [
            "key": Schema.string(), "locale": Schema.string(),
            "source": Schema.text("The default locale's text."),
            "pluralCategories": Schema.array(Schema.string()),
            "placeholders": Schema.array(
                Schema.record(["name": Schema.string(), "type": Schema.string()], required: ["name"])),
            "target": Schema.text("The locale's text now, if any."),
            "state": Schema.string(values: UnitState.allCases.map(\.rawValue)),
            "notes": Schema.record(
                [
                    "usedBy": Schema.array(
                        Schema.record(
                            [
                                "viewModel": Schema.string(), "property": Schema.string(),
                                "location": Schema.string(),
                            ],
                            required: ["viewModel", "property", "location"])),
                    "maxLength": Schema.integer(),
                ], required: ["usedBy"]),
            "base": Schema.string(),
        ],
        required: ["key", "locale", "source", "placeholders", "state", "notes", "base"])

    static let gaps = ToolDefinition(
        name: "l10n_gaps", title: "Units to translate",
        description: """
            A page of the units of one target locale, in key order: each key with its source text (a string, \
            a list, or a plural message by CLDR category), the plural categories the target locale needs, the \
            placeholders to keep and the types the code substitutes, the current target text, its state, notes \
            (the view model and property that show it, where, and its maximum length), and `base`, to send back \
            with the translation. `only` selects missing (the default), stale, review or all units; pass \
            `nextCursor` back as `cursor` for the next page. Pages are stable while the project does not change, \
            and translating a page skips none of the next.
            """,
        inputSchema: Schema.object(
            [
                "project": Schema.project,
                "locale": Schema.string(
                    "The target locale (BCP 47, such as de or pt-BR); not the default locale."),
                "only": Schema.string(
                    "Which units: missing (no text yet, the default), stale, review or all.",
                    values: GapsRequest.Filter.allCases.map(\.rawValue)),
                "limit": Schema.integer(
                    "Units per page (default \(GapsRequest.defaultLimit)).", minimum: 1,
                    maximum: GapsRequest.maximumLimit),
                "cursor": Schema.string("The nextCursor of the previous page."),
            ], required: ["locale"]),
        outputSchema: Schema.record(
            ["units": Schema.array(unit), "nextCursor": Schema.string()], required: ["units"]),
        readOnly: true)

    static let submit = ToolDefinition(
        name: "l10n_submit", title: "Submit translations",
        description: """
            Validates each translation as `l10nc import` and `l10nc check` would judge it once written \
            (placeholders against the source and the code's substitutions, every plural category the locale \
            needs, a list's length, the maximum length, the runtime's traps, a key the code does not need, a \
            `base` that no longer matches), then writes the accepted ones in one transaction, in place, where \
            `l10nc fix` would put them, every other byte of each file kept. Rejected items write nothing; a batch \
            with only rejections changes no file. Each written text is recorded in l10nc.lock as a machine \
            translation: check reports it as needs-review until a person accepts it (l10n_accept on their word, \
            or `l10nc fix --accept`). `text` is a string, a list of strings (one per element of the source), or \
            an object from plural category to string. Send up to a few hundred items per call.
            """,
        inputSchema: Schema.object(
            [
                "project": Schema.project,
                "translations": Schema.array(
                    Schema.object(
                        [
                            "key": Schema.string("The unit's key, as l10n_gaps gave it."),
                            "locale": Schema.string("The target locale."),
                            "text": Schema.text("The translation, in the shape of the unit's source."),
                            "base": Schema.string(
                                "The unit's base, as l10n_gaps gave it: the translation is refused if the text "
                                    + "changed since."),
                        ], required: ["key", "locale", "text"])),
            ], required: ["translations"]),
        outputSchema: Schema.record(
            [
                "accepted": Schema.array(
                    Schema.record(
                        [
                            "key": Schema.string(), "locale": Schema.string(), "file": Schema.string(),
                            "line": Schema.integer(),
                        ], required: ["key", "locale", "file", "line"])),
                "rejected": Schema.array(
                    Schema.record(
                        [
                            "key": Schema.string(), "locale": Schema.string(), "rule": Schema.string(),
                            "message": Schema.string(),
                        ], required: ["key", "locale", "rule", "message"])),
            ], required: ["accepted", "rejected"]),
        readOnly: false)

    static let accept = ToolDefinition(
        name: "l10n_accept", title: "Accept translations",
        description: """
            What `l10nc fix --accept` does: marks the translations of the keys (all when none are given) in the \
            locales (all when none are given) as made from today's default-locale text and reviewed, which \
            clears stale-translation and needs-review, and records every translation not recorded yet. Call it \
            only when a person has reviewed the texts and says so.
            """,
        inputSchema: Schema.object(
            [
                "project": Schema.project,
                "keys": Schema.array(Schema.string(), description: "The keys to accept; all when absent."),
                "locales": Schema.array(Schema.string(), description: "Only these locales; all when absent."),
            ]),
        outputSchema: Schema.record(
            ["accepted": Schema.integer(), "lock": Schema.string(), "reviewsLeft": Schema.integer()],
            required: ["accepted", "reviewsLeft"]),
        readOnly: false)

    static let check = ToolDefinition(
        name: "l10n_check", title: "Check",
        description: """
            The findings of `l10nc check --format json` in the server's folder, as the same document (docs/\
            json-format.md): each with its rule, severity, message, location, related locations and fix-it. \
            `files` keeps the findings of those files only.
            """,
        inputSchema: Schema.object(
            [
                "project": Schema.project,
                "files": Schema.array(
                    Schema.string(),
                    description: "Only findings in these files (relative to the server's folder)."),
            ]),
        outputSchema: checkDocument,
        readOnly: true)

    static let location = Schema.record(
        ["file": Schema.string(), "line": Schema.integer(), "column": Schema.integer()],
        required: ["file", "line", "column"])

    static let checkDocument = Schema.record(
        [
            "version": Schema.integer(),
            "diagnostics": Schema.array(
                Schema.record(
                    [
                        "rule": Schema.string(),
                        "severity": Schema.string(values: ["error", "warning", "note"]),
                        "message": Schema.string(), "location": location,
                        "related": Schema.array(
                            Schema.record(
                                ["message": Schema.string(), "location": location],
                                required: ["message", "location"])),
                        "fixIt": Schema.string(),
                    ], required: ["rule", "severity", "message", "location", "related"])),
            "summary": Schema.record(
                [
                    "files": Schema.integer(), "types": Schema.integer(), "keys": Schema.integer(),
                    "locales": Schema.integer(), "errors": Schema.integer(), "warnings": Schema.integer(),
                    "notes": Schema.integer(), "elapsedSeconds": Schema.number,
                ],
                required: [
                    "files", "types", "keys", "locales", "errors", "warnings", "notes", "elapsedSeconds",
                ]),
        ], required: ["version", "diagnostics", "summary"])
}
