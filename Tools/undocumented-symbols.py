#!/usr/bin/env python3
"""Lists the public symbols of the given modules that have no doc comment, as FILE:LINE: NAME,
from the symbol graphs `swift package dump-symbol-graph --minimum-access-level public` writes.
Symbols the compiler synthesises or inherits (no source location of their own, or docs taken
from a protocol) do not count. Exits 1 if any is listed."""
import json
import os
import sys


def undocumented(graph_directory, module):
    found = []
    for name in sorted(os.listdir(graph_directory)):
        if name != f"{module}.symbols.json" and not name.startswith(f"{module}@"):
            continue
        with open(os.path.join(graph_directory, name)) as file:
            graph = json.load(file)
        for symbol in graph["symbols"]:
            location = symbol.get("location")
            if location is None or "sourceOrigin" in symbol:
                continue
            if symbol.get("docComment", {}).get("lines"):
                continue
            path = location["uri"].removeprefix("file://")
            path = os.path.relpath(path)
            line = location["position"]["line"] + 1
            title = ".".join(symbol["pathComponents"])
            found.append(f"{path}:{line}: {symbol['kind']['displayName'].lower()} {title}")
    return found


def main():
    graph_directory, modules = sys.argv[1], sys.argv[2:]
    total = 0
    for module in modules:
        found = undocumented(graph_directory, module)
        total += len(found)
        for entry in sorted(set(found)):
            print(entry)
        print(f"{module}: {len(set(found))} public symbols without a doc comment", file=sys.stderr)
    sys.exit(1 if total else 0)


if __name__ == "__main__":
    main()
