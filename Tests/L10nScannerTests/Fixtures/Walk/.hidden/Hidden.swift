struct Hidden { @LocalizedString var ignored }
