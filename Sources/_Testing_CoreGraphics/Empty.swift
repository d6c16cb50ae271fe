// Empty on purpose: see Package.swift.
