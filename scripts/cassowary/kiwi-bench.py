#!/usr/bin/env python3
"""Times kiwi (PyPI kiwisolver) on a system written by `hail-bench layout`, the way hail-bench times
our solver: adding every constraint to a fresh solver and reading every value, and one suggested
value of the edit variable re-solved and read. Prints `name value unit` lines (median of the runs).

Usage: kiwi-bench.py SYSTEM.txt RUNS
"""
import statistics
import sys
import time

import kiwisolver as kiwi

STRENGTHS = {"required": kiwi.strength.required, "strong": kiwi.strength.strong,
             "medium": kiwi.strength.medium, "weak": kiwi.strength.weak}


def main():
    if len(sys.argv) != 3 or not sys.argv[2].isdigit() or int(sys.argv[2]) <= 0:
        print("usage: kiwi-bench.py SYSTEM.txt RUNS", file=sys.stderr)
        sys.exit(2)
    runs = int(sys.argv[2])
    with open(sys.argv[1]) as handle:
        lines = handle.read().split("\n")
    count = int(lines[0].split()[1])
    edit = int(lines[1].split()[1])
    variables = [kiwi.Variable(f"v{i}") for i in range(count)]
    constraints = []
    for line in lines[2:]:
        if not line:
            continue
        strength, relation, constant, *rest = line.split()
        expr = float(constant)
        for i in range(0, len(rest), 2):
            expr = expr + float(rest[i + 1]) * variables[int(rest[i])]
        made = {"le": expr <= 0, "eq": expr == 0, "ge": expr >= 0}[relation]
        constraints.append(made | STRENGTHS[strength])

    def add_all():
        solver = kiwi.Solver()
        start = time.perf_counter_ns()
        for constraint in constraints:
            solver.addConstraint(constraint)
        solver.updateVariables()
        return time.perf_counter_ns() - start, solver

    add_all()  # warm-up, as hail-bench's sampler does
    adds = []
    for _ in range(runs):
        elapsed, solver = add_all()
        adds.append(elapsed)

    solver.addEditVariable(variables[edit], kiwi.strength.strong)
    solver.suggestValue(variables[edit], 800)
    solver.updateVariables()
    edits = []
    for run in range(runs * 10 + 1):
        value = 700 if run % 2 == 0 else 900
        start = time.perf_counter_ns()
        solver.suggestValue(variables[edit], value)
        solver.updateVariables()
        elapsed = time.perf_counter_ns() - start
        if run > 0:
            edits.append(elapsed)
    print(f"kiwi.add_{len(constraints)} {statistics.median(adds) / 1000:.1f} us")
    print(f"kiwi.edit_resolve {statistics.median(edits) / 1000:.2f} us")


if __name__ == "__main__":
    main()
