// Shared benchmark support.
