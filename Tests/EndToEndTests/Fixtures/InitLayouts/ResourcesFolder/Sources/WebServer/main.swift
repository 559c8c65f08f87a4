import ViewModels

print("serving the storefront")
