struct Generated { @LocalizedString var excluded }
