import L10nCore
