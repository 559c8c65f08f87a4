// swift-tooAda", email: "ada@example.com")
        encoded.append(("S$ettingsFormViewModel", text(try encoder.encode(sett[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[ings, locale: locale))))
cutableTarget(name: "Demo")])
