struct Built { @LocalizedString var ignored }
