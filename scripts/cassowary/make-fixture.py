#!/usr/bin/env python3
"""Writes Tests/CassowaryTests/Fixtures/kiwi-random.json: random small constraint systems run
through kiwi (PyPI kiwisolver), with kiwi's values at checkpoints, for CassowaryTests to replay.

Usage: make-fixture.py OUT.json [--cases N] [--seed S]   (needs kiwisolver; `make kiwi` sets up a venv)

Each case is a list of steps: add/remove constraints, add edit variables and suggest values, and
checks with kiwi's values and objective (the weighted errors computed from those values). When kiwi
rejects a required constraint as unsatisfiable the step records it, and kiwi's solver is rebuilt
from the active constraints, since kiwi may leave its tableau changed after the exception.
"""
import argparse
import json
import os
import random
import sys

import kiwisolver as kiwi

STRENGTHS = {"required": kiwi.strength.required, "strong": kiwi.strength.strong,
             "medium": kiwi.strength.medium, "weak": kiwi.strength.weak}


def make_constraint(variables, spec):
    expr = sum((c * variables[v] for v, c in spec["terms"]), spec["constant"])
    op = {"le": expr <= 0, "eq": expr == 0, "ge": expr >= 0}[spec["relation"]]
    return op | STRENGTHS[spec["strength"]]


def violation(spec, values):
    value = spec["constant"] + sum(c * values[v] for v, c in spec["terms"])
    return {"le": max(0.0, value), "ge": max(0.0, -value), "eq": abs(value)}[spec["relation"]]


class Reference:
    """kiwi's solver with the active constraints and edits, rebuilt after an unsatisfiable add."""

    def __init__(self, count):
        self.variables = [kiwi.Variable(f"v{i}") for i in range(count)]
        self.active = {}  # id -> (spec, kiwi constraint)
        self.edits = {}  # var -> (strength name, value)
        self.solver = kiwi.Solver()

    def rebuild(self):
        self.solver = kiwi.Solver()
        for spec, constraint in self.active.values():
            self.solver.addConstraint(constraint)
        for var, (strength, value) in self.edits.items():
            self.solver.addEditVariable(self.variables[var], STRENGTHS[strength])
            self.solver.suggestValue(self.variables[var], value)

    def objective(self, values):
        total = 0.0
        for spec, _ in self.active.values():
            if spec["strength"] != "required":
                total += float(STRENGTHS[spec["strength"]]) * violation(spec, values)
        for var, (strength, value) in self.edits.items():
            total += float(STRENGTHS[strength]) * abs(values[var] - value)
        return total


def random_spec(rng, count):
    terms = {}
    for _ in range(rng.choice([1, 1, 2, 2, 3])):
        terms[rng.randrange(count)] = rng.choice([1.0, 1.0, -1.0, 2.0, -2.0, 0.5])
    return {"terms": sorted(terms.items()), "constant": float(rng.randint(-60, 60)),
            "relation": rng.choice(["eq", "le", "ge", "ge", "le"]),
            "strength": rng.choice(["required", "required", "strong", "medium", "weak"])}


def make_case(rng):
    count = rng.randint(2, 7)
    reference = Reference(count)
    steps = []
    next_id = 0
    for _ in range(rng.randint(4, 16)):
        roll = rng.random()
        if roll < 0.6 or not reference.active:
            spec = random_spec(rng, count)
            constraint = make_constraint(reference.variables, spec)
            try:
                reference.solver.addConstraint(constraint)
                reference.active[next_id] = (spec, constraint)
                steps.append({"op": "add", "id": next_id, **spec})
            except kiwi.UnsatisfiableConstraint:
                steps.append({"op": "add", "id": next_id, "unsatisfiable": True, **spec})
                reference.rebuild()
            next_id += 1
        elif roll < 0.75:
            victim = rng.choice(sorted(reference.active))
            reference.solver.removeConstraint(reference.active.pop(victim)[1])
            steps.append({"op": "remove", "id": victim})
        else:
            var = rng.randrange(count)
            value = float(rng.randint(-80, 80))
            if var not in reference.edits:
                strength = rng.choice(["strong", "medium", "weak"])
                reference.solver.addEditVariable(reference.variables[var], STRENGTHS[strength])
                reference.edits[var] = (strength, 0.0)
                steps.append({"op": "edit", "var": var, "strength": strength})
            reference.solver.suggestValue(reference.variables[var], value)
            reference.edits[var] = (reference.edits[var][0], value)
            steps.append({"op": "suggest", "var": var, "value": value})
        reference.solver.updateVariables()
        values = [v.value() for v in reference.variables]
        objective = reference.objective(values)
        steps.append({"op": "check", "values": [round(v, 9) for v in values],
                      "objective": round(objective, 6)})
    return {"variables": count, "steps": steps}


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("out")
    parser.add_argument("--cases", type=int, default=200)
    parser.add_argument("--seed", type=int, default=2001)
    args = parser.parse_args()
    if args.cases <= 0:
        print("make-fixture: --cases must be positive", file=sys.stderr)
        sys.exit(2)
    rng = random.Random(args.seed)
    cases = [make_case(rng) for _ in range(args.cases)]
    document = {"kiwisolver": kiwi.__version__, "seed": args.seed, "cases": cases}
    with open(args.out + ".tmp", "w") as handle:
        json.dump(document, handle, separators=(",", ":"))
    os.replace(args.out + ".tmp", args.out)


if __name__ == "__main__":
    main()
