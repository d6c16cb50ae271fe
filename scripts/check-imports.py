#!/usr/bin/env python3
"""Checks that Package.swift declares every module each target imports, that the app target never
imports engine-only API (`@_spi(Hail)`), and that UIKit's files naming Timer, RunLoop or Dispatch's
queue types import EngineTime. Run by `make lint`; prints one line per problem and exits 1 if there
is any."""
import json
import pathlib
import re
import subprocess
import sys

# Modules of the toolchain and the system, which need no declaration.
SYSTEM = {"Foundation", "FoundationNetworking", "Glibc", "Dispatch", "Testing", "Synchronization", "_Concurrency"}
# Apple-only modules a real corpus source imports in its `#if os(macOS)` branch, never built here.
OTHER_PLATFORMS = {"AppKit"}
# Targets written as iOS code (the app and each real corpus source): engine-only API is off limits.
APP_TARGETS = {"HailApp"}
# A UIKit file that names these gets Foundation's or Dispatch's unless it imports EngineTime: UIKit
# re-exports the engine's to its clients only (docs/ARCHITECTURE.md, "How a Foundation Timer is driven").
# A name written `Dispatch.DispatchQueue` asks for Dispatch's on purpose (the real main queue at exit).
ENGINE_TIME = re.compile(r"(?<!Dispatch\.)\b(Timer|RunLoop|DispatchQueue|DispatchGroup|DispatchTime)\b")


def is_ios_code(target):
    return target["name"] in APP_TARGETS or (target["name"].startswith("Corpus") and target["type"] != "test")


IMPORT = re.compile(r"^\s*((?:@[\w()]+\s+)*)import\s+(?:(?:struct|class|enum|func|protocol)\s+)?(\w+)", re.M)

package = json.loads(subprocess.run(["swift", "package", "dump-package"], capture_output=True, check=True, text=True).stdout)
problems = []
for target in package["targets"]:
    name = target["name"]
    if target["type"] == "system":
        continue
    declared = {next(iter(d.values()))[0] for d in target["dependencies"]}
    root = pathlib.Path(target.get("path") or ("Tests/" if target["type"] == "test" else "Sources/") + name)
    if target["type"] == "test" and not target.get("path"):
        root = pathlib.Path("Tests") / name
    for source in sorted(root.rglob("*.swift")):
        text = source.read_text()
        imports = IMPORT.findall(text)
        code = "\n".join(line for line in text.splitlines() if not line.lstrip().startswith("//"))
        if name == "UIKit" and ENGINE_TIME.search(code) and "EngineTime" not in {m for _, m in imports}:
            problems.append(f"{source}: names the engine's time types without importing EngineTime")
        for attributes, module in imports:
            if module in SYSTEM or module in OTHER_PLATFORMS or module == name:
                continue
            if module not in declared:
                problems.append(f"{source}: imports {module}, which target {name} does not declare")
            if is_ios_code(target) and "_spi" in attributes:
                problems.append(f"{source}: app code imports engine-only API ({attributes.strip()} import {module})")
for problem in problems:
    print(problem)
sys.exit(1 if problems else 0)
