// Placeholder until the CLI issue: prints the usage.
print("Usage: snapdiff [options] OLD NEW")
