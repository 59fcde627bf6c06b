#!/usr/bin/env python3
"""Differential test of the Cassowary solver against kiwisolver.

Generates random small constraint systems from a seed, solves each with kiwisolver, replays the
same systems through `differential-replay` (our Swift solver) and compares:

* every add: the same feasibility verdict (kiwi raises UnsatisfiableConstraint, ours throws
  SolverError.unsatisfiableConstraint); every other call must succeed on both sides;
* at every check point (some mid-way, always one at the end): the same variable values within
  1e-6. Where the values differ, both solutions are costed: required residuals, then one error
  cost per tier (strong, medium, weak: weight x violation). If both satisfy the required
  constraints and their lexicographic cost vectors agree within 1e-6 the optimum is simply not
  unique (a "tie", accepted); anything else is a failure.

Our strengths are strictly ordered tiers while kiwi adds 1e6*strong + 1e3*medium + weak into one
objective, so the generator keeps every system in a range where the two objectives have the same
optimum: a required box 0 <= x <= 10 on every variable, small integer coefficients and constants,
few non-required constraints with small weights (see `Generator` for the bounds).

Exit status: 0 when nothing failed, 1 on any failure, 2 on a usage or setup error.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import random
import subprocess
import sys
import tempfile
import time

try:
    import kiwisolver
except ImportError:  # pragma: no cover - run.sh installs it
    sys.exit("differential: kiwisolver is not installed (pip install kiwisolver); use run.sh")

VALUE_TOLERANCE = 1e-6
COST_TOLERANCE = 1e-6
OPS = {"==": "equal", "<=": "lessThanOrEqual", ">=": "greaterThanOrEqual"}
BOX_LOW, BOX_HIGH = 0, 10

# --------------------------------------------------------------------------------------------
# Strengths: {"name": "required" | "strong" | "medium" | "weak"} or {"create": [a, b, c, w]}.


def _clip(value: float) -> float:
    return min(max(value, 0.0), 1000.0)


def tier_weights(strength: dict) -> tuple[float, float, float] | None:
    """The (strong, medium, weak) weights of a strength, or None for required."""
    name = strength.get("name")
    if name == "required":
        return None
    if name == "strong":
        return (1.0, 0.0, 0.0)
    if name == "medium":
        return (0.0, 1.0, 0.0)
    if name == "weak":
        return (0.0, 0.0, 1.0)
    a, b, c, w = strength["create"]
    weights = (_clip(a * w), _clip(b * w), _clip(c * w))
    if all(x == 1000.0 for x in weights):
        return None
    return weights


def kiwi_strength(strength: dict) -> float:
    name = strength.get("name")
    if name is not None:
        return getattr(kiwisolver.strength, name)
    return kiwisolver.strength.create(*strength["create"])


def swift_strength(strength: dict) -> str:
    name = strength.get("name")
    if name is not None:
        return "." + name
    return ".create(" + ", ".join(fmt(x) for x in strength["create"]) + ")"


def fmt(value: float) -> str:
    """A number as Swift source: whole numbers without a fraction."""
    if isinstance(value, float) and not math.isfinite(value):
        return repr(value)
    if float(value) == int(value):
        return str(int(value))
    return repr(float(value))


# --------------------------------------------------------------------------------------------
# Generation


class Generator:
    """Random small systems on which kiwi's weighted tiers do not cross.

    Every variable is boxed in [0, 10] by required constraints and every number is a small
    integer, so a violation is at most a few dozen. Non-required constraints are few (at most 4,
    plus at most 2 edit variables) with weights of at most 4 per tier. kiwi can only trade a
    higher tier for a lower one where two vertices' higher-tier costs differ by less than a
    thousandth of the lower tier's total; with data this small that did not happen once in
    40,000 systems checked against a lexicographic LP (scipy's HiGHS, while writing this). Were
    it to happen, ours would come out cheaper than kiwi and the comparison reports it as a
    "tier-crossing" failure: it can never pass silently.
    """

    def __init__(self, seed: int):
        self.rng = random.Random(seed)

    def strength(self, allow_required: bool = True) -> dict:
        r = self.rng.random()
        if allow_required and r < 0.45:
            return {"name": "required"}
        r = self.rng.random()
        if r < 0.75:
            return {"name": self.rng.choice(["strong", "medium", "weak"])}
        # A composite strength: small weights on one to three tiers, kiwi's strength::create.
        while True:
            a, b, c = (self.rng.choice([0, 0, 1, 2]) for _ in range(3))
            if a or b or c or self.rng.random() < 0.05:  # rarely all zero: a free constraint
                break
        w = self.rng.choice([1, 1, 1, 2, 0.5])
        return {"create": [a, b, c, w]}

    def expression(self, nvars: int) -> tuple[list[list[float]], float]:
        rng = self.rng
        if rng.random() < 0.5:
            # Layout-like: x op c, x - y op c, x + y op c.
            count = min(nvars, rng.choice([1, 2, 2]))
            chosen = rng.sample(range(nvars), count)
            terms = [[v, float(rng.choice([1, -1]))] for v in chosen]
            constant = float(rng.randint(-12, 12))
        else:
            count = min(nvars, rng.choice([1, 2, 2, 3]))
            chosen = rng.sample(range(nvars), count)
            terms = [[v, float(rng.choice([-3, -2, -1, 1, 2, 3]))] for v in chosen]
            constant = float(rng.randint(-20, 20))
        if rng.random() < 0.04:
            # A repeated variable, which the solver has to combine (and may cancel out).
            v, coefficient = terms[0]
            terms.append([v, float(rng.choice([-coefficient, 1.0, -1.0]))])
        rng.shuffle(terms)
        return terms, constant

    def contradiction(self, nvars: int, constraints: list[dict]) -> dict:
        """A required constraint picked to clash with the box or an earlier required one."""
        rng = self.rng
        v = rng.randrange(nvars)
        kind = rng.random()
        earlier = [
            c
            for c in constraints
            if c["strength"].get("name") == "required" and c["op"] == "==" and not c.get("box")
        ]
        if kind < 0.4 and earlier:
            base = rng.choice(earlier)
            shift = float(rng.choice([-3, -1, 1, 2]))
            return {
                "terms": [list(t) for t in base["terms"]],
                "constant": base["constant"] + shift,
                "op": "==",
                "strength": {"name": "required"},
            }
        if kind < 0.7:
            return {
                "terms": [[v, 1.0]],
                "constant": -float(rng.choice([11, 12, 15])),
                "op": rng.choice(["==", ">="]),
                "strength": {"name": "required"},
            }
        return {
            "terms": [[v, 1.0]],
            "constant": float(rng.choice([1, 3])),
            "op": rng.choice(["==", "<="]),
            "strength": {"name": "required"},
        }

    def redundant(self, constraints: list[dict]) -> dict | None:
        """A required constraint implied by an earlier one: a scaled copy, or a looser bound.

        Redundant rows are where a tableau keeps dummy or slack markers that later removals
        must find again.
        """
        rng = self.rng
        earlier = [c for c in constraints if c["strength"].get("name") == "required"]
        chosen = [c for c in earlier if not c.get("box")] or earlier
        if rng.random() < 0.3:
            chosen = earlier
        if not chosen:
            return None
        base = rng.choice(chosen)
        scale = float(rng.choice([1, 1, 2, -1, -2, 3]))
        flip = {"==": "==", "<=": ">=", ">=": "<="}
        op = base["op"] if scale > 0 else flip[base["op"]]
        constant = base["constant"] * scale
        if op != "==" and rng.random() < 0.5:
            loosen = float(rng.randint(1, 4))
            constant += -loosen if op == "<=" else loosen
        return {
            "base": constraints.index(base),
            "terms": [[v, k * scale] for v, k in base["terms"]],
            "constant": constant,
            "op": op,
            "strength": {"name": "required"},
        }

    def system(self, ident: int) -> dict:
        rng = self.rng
        nvars = rng.choice([1, 2, 2, 3, 3, 3, 4, 4])
        constraints: list[dict] = []
        ops: list[dict] = []

        def add(constraint: dict) -> None:
            constraints.append(constraint)
            ops.append({"op": "add", "c": len(constraints) - 1})

        for v in range(nvars):
            for op, constant in ((">=", -BOX_LOW), ("<=", -BOX_HIGH)):
                add({
                    "terms": [[v, 1.0]],
                    "constant": float(constant),
                    "op": op,
                    "strength": {"name": "required"},
                    "box": True,
                })

        budget_soft = rng.choice([1, 2, 3, 3, 4])
        edit_vars: list[int] = []
        want_edits = rng.random() < 0.35
        want_removals = rng.random() < 0.5
        contradictions = rng.random() < 0.3
        witness = [rng.randint(BOX_LOW, BOX_HIGH) for _ in range(nvars)]
        steps = rng.randint(2, 9)
        planned: list[int] = []  # removals to come
        for _ in range(steps):
            r = rng.random()
            removable = [
                op["c"]
                for op in ops
                if op["op"] == "add"
                and not constraints[op["c"]].get("box")
                and not any(o["op"] == "remove" and o["c"] == op["c"] for o in ops)
            ]
            if want_edits and r < 0.25 and len(edit_vars) < min(2, nvars):
                v = rng.choice([v for v in range(nvars) if v not in edit_vars])
                edit_vars.append(v)
                ops.append({"op": "edit", "v": v, "strength": self.strength(False)})
                if rng.random() < 0.85:
                    ops.append({"op": "suggest", "v": v, "value": float(rng.randint(-4, 14))})
            elif want_edits and r < 0.4 and edit_vars:
                v = rng.choice(edit_vars)
                ops.append({"op": "suggest", "v": v, "value": float(rng.randint(-4, 14))})
            elif want_edits and r < 0.43 and edit_vars:
                v = rng.choice(edit_vars)
                edit_vars.remove(v)
                ops.append({"op": "unedit", "v": v})
            elif want_removals and r < 0.55 and removable:
                ops.append({"op": "remove", "c": rng.choice(removable)})
            elif contradictions and r < 0.65:
                add(self.contradiction(nvars, constraints))
            elif r < 0.72 and (copy := self.redundant(constraints)) is not None:
                base = copy.pop("base")
                add(copy)
                if rng.random() < 0.5 and not constraints[base].get("box"):
                    # Later, remove one of the pair: the older one or the copy.
                    planned.append(rng.choice([base, len(constraints) - 1]))
            else:
                strength = self.strength()
                if tier_weights(strength) is not None:
                    if budget_soft == 0:
                        strength = {"name": "required"}
                    else:
                        budget_soft -= 1
                terms, constant = self.expression(nvars)
                op = rng.choice(["==", "<=", ">="])
                if tier_weights(strength) is None and rng.random() < 0.85:
                    # Most required constraints hold at the system's witness point, so that
                    # a good share of systems stay feasible with several required rows.
                    at_witness = sum(k * witness[v] for v, k in terms)
                    slack = 0 if op == "==" else rng.choice([0, 0, 1, 2, 5])
                    constant = -at_witness + (slack if op == ">=" else -slack)
                add({"terms": terms, "constant": float(constant), "op": op, "strength": strength})
            if rng.random() < 0.15:
                ops.append({"op": "check"})
            if planned and rng.random() < 0.4:
                ops.append({"op": "remove", "c": planned.pop(0)})
        for index in planned:
            if rng.random() < 0.6:
                ops.append({"op": "remove", "c": index})
        ops.append({"op": "check"})
        return {"id": ident, "vars": nvars, "constraints": constraints, "ops": ops}


# --------------------------------------------------------------------------------------------
# Solving with kiwi, and the state both solutions are judged against


def active_sets(system: dict, verdicts: list[str]):
    """Yield, at each check op, (required constraints, soft constraints) in force then.

    Soft constraints are (terms, constant, op, weights); edit variables appear as v - value == 0.
    `verdicts` are kiwi's per-op results (only "ok" adds are in force).
    """
    active: dict[int, dict] = {}
    edits: dict[int, list] = {}
    for op, verdict in zip(system["ops"], verdicts):
        kind = op["op"]
        if kind == "add" and verdict == "ok":
            active[op["c"]] = system["constraints"][op["c"]]
        elif kind == "remove" and verdict == "ok":
            active.pop(op["c"], None)
        elif kind == "edit" and verdict == "ok":
            edits[op["v"]] = [tier_weights(op["strength"]), 0.0]
        elif kind == "suggest" and verdict == "ok":
            edits[op["v"]][1] = op["value"]
        elif kind == "unedit" and verdict == "ok":
            del edits[op["v"]]
        elif kind == "check":
            required, soft = [], []
            for c in active.values():
                weights = tier_weights(c["strength"])
                if weights is None:
                    required.append((c["terms"], c["constant"], c["op"]))
                else:
                    soft.append((c["terms"], c["constant"], c["op"], weights))
            for v, (weights, value) in edits.items():
                soft.append(([[v, 1.0]], -value, "==", weights))
            yield required, soft


def solve_kiwi(system: dict) -> dict:
    """Kiwi's per-op results and values at each check, as a reference for the optimum.

    kiwi's incremental paths are not used where they are known to go wrong; instead the solver
    is rebuilt from scratch out of the calls still in effect, in their original order:

    * after an add it rejects as unsatisfiable: kiwi does not restore its tableau (the rejected
      row's pivots stay: with x in [0, 10], a rejected x == 12 leaves x reading 12, and a later
      x >= 11 is accepted);
    * after every removeConstraint and removeEditVariable: kiwi's removal can lose a redundant
      required constraint. With y <= 10, c1: x == 8, c2: x == 8 and a weak y == x + 8, removing
      c1 leaves x = 2: c1's marker leaves through the weak error row rather than through c2's
      all-dummy row, so c2 ends up as a basic dummy with a non-zero value.

    A rebuilt solver has the same optimum (the same tier costs) as a correct incremental one,
    not necessarily the same point among tied optima: the comparison allows for that.
    """
    variables = [kiwisolver.Variable(f"x{i}") for i in range(system["vars"])]
    made: dict[int, kiwisolver.Constraint] = {}
    results: list[str] = []
    checks: list[list[float]] = []

    def constraint(index: int):
        if index not in made:
            c = system["constraints"][index]
            expression = kiwisolver.Expression(
                [kiwisolver.Term(variables[v], k) for v, k in c["terms"]], c["constant"]
            )
            made[index] = kiwisolver.Constraint(expression, c["op"], kiwi_strength(c["strength"]))
        return made[index]

    def apply(solver, op) -> None:
        kind = op["op"]
        if kind == "add":
            solver.addConstraint(constraint(op["c"]))
        elif kind == "remove":
            solver.removeConstraint(constraint(op["c"]))
        elif kind == "edit":
            solver.addEditVariable(variables[op["v"]], kiwi_strength(op["strength"]))
        elif kind == "suggest":
            solver.suggestValue(variables[op["v"]], op["value"])
        elif kind == "unedit":
            solver.removeEditVariable(variables[op["v"]])
        else:
            raise ValueError(f"unknown op {kind}")

    def rebuilt(effective: list[dict]):
        solver = kiwisolver.Solver()
        for earlier in effective:
            apply(solver, earlier)
        return solver

    solver = kiwisolver.Solver()
    effective: list[dict] = []  # the adds, edits and suggests in effect, in order
    added: set[int] = set()
    for op in system["ops"]:
        kind = op["op"]
        try:
            if kind == "check":
                solver.updateVariables()
                checks.append([v.value() for v in variables])
                results.append("ok")
                continue
            if kind == "remove" and op["c"] not in added:
                results.append("skip")
                continue
            try:
                apply(solver, op)
            except kiwisolver.UnsatisfiableConstraint:
                if kind != "add":
                    raise
                results.append("unsat")
                solver = rebuilt(effective)
                continue
            results.append("ok")
            if kind == "add":
                added.add(op["c"])
                effective.append(op)
            elif kind == "remove":
                added.discard(op["c"])
                effective = [e for e in effective if not (e["op"] == "add" and e["c"] == op["c"])]
                solver = rebuilt(effective)
            elif kind == "unedit":
                last = max(
                    i for i, e in enumerate(effective) if e["op"] == "edit" and e["v"] == op["v"]
                )
                effective = [
                    e for i, e in enumerate(effective) if i < last or e.get("v") != op["v"]
                ]
                solver = rebuilt(effective)
            else:
                effective.append(op)
        except Exception as error:  # noqa: BLE001 - reported as a per-op error
            results.append(f"error: {type(error).__name__}: {error}")
    return {"id": system["id"], "ops": results, "checks": checks}


# --------------------------------------------------------------------------------------------
# Running the Swift replay, resilient to crashes and hangs


def run_replay(replay: str, systems: list[dict], workdir: str) -> dict[int, dict]:
    """Results by system id. A system the replay crashed or hung on gets {"crash": message}."""
    results: dict[int, dict] = {}
    pending = list(systems)
    while pending:
        path = os.path.join(workdir, "systems.json")
        out_path = os.path.join(workdir, "results.jsonl")
        with open(path, "w") as f:
            json.dump({"systems": pending}, f)
        timeout = float(os.environ.get("DIFFERENTIAL_TIMEOUT", 60 + 0.05 * len(pending)))
        with open(out_path, "w") as out:
            try:
                proc = subprocess.run(
                    [replay, path], stdout=out, stderr=subprocess.PIPE, timeout=timeout
                )
                status = proc.returncode
                stderr = proc.stderr.decode(errors="replace")
            except subprocess.TimeoutExpired as expired:
                status = "timeout"
                stderr = (expired.stderr or b"").decode(errors="replace")
        done = 0
        with open(out_path) as f:
            for line in f:
                if not line.endswith("\n"):
                    break  # a partial line from a crash
                record = json.loads(line)
                results[record["id"]] = record
                done += 1
        if status == 0 and done == len(pending):
            break
        if done >= len(pending):
            raise RuntimeError(f"differential-replay exited with {status}: {stderr[-2000:]}")
        culprit = pending[done]
        reason = "hung (timeout)" if status == "timeout" else f"exited with status {status}"
        results[culprit["id"]] = {"id": culprit["id"], "crash": f"{reason}\n{stderr[-2000:]}"}
        pending = pending[done + 1 :]
    return results


# --------------------------------------------------------------------------------------------
# Comparison


def violation(terms, constant, op, values) -> float:
    e = constant + sum(k * values[v] for v, k in terms)
    if op == "==":
        return abs(e)
    if op == "<=":
        return max(0.0, e)
    return max(0.0, -e)


def costs(required, soft, values) -> tuple[float, list[float]]:
    """(worst required residual, [strong, medium, weak] error costs)."""
    residual = max((violation(t, c, op, values) for t, c, op in required), default=0.0)
    tiers = [0.0, 0.0, 0.0]
    for t, c, op, weights in soft:
        v = violation(t, c, op, values)
        for i in range(3):
            tiers[i] += weights[i] * v
    return residual, tiers


def close(a: float, b: float) -> bool:
    return abs(a - b) <= COST_TOLERANCE * max(1.0, abs(a), abs(b))


def lex_compare(a: list[float], b: list[float]) -> int:
    for x, y in zip(a, b):
        if not close(x, y):
            return -1 if x < y else 1
    return 0


def compare(system: dict, kiwi: dict, ours: dict) -> tuple[str, str]:
    """("pass" | "tie" | failure kind, detail)."""
    if "crash" in ours:
        return "crash", ours["crash"]
    if len(ours["ops"]) != len(kiwi["ops"]) or len(ours["checks"]) != len(kiwi["checks"]):
        return "error", "the replay returned a different number of results"
    for i, (op, k, o) in enumerate(zip(system["ops"], kiwi["ops"], ours["ops"])):
        if k != o:
            return "verdict", f"op {i} ({op['op']}): kiwi {k!r}, ours {o!r}"
        if k.startswith("error"):
            return "error", f"op {i} ({op['op']}): both failed: {k}"
    tie = False
    states = list(active_sets(system, kiwi["ops"]))
    for n, (kv, ov, (required, soft)) in enumerate(zip(kiwi["checks"], ours["checks"], states)):
        ov = [float(x) for x in ov]  # "nan" / "inf" arrive as strings
        k_res, k_tiers = costs(required, soft, kv)
        if k_res > VALUE_TOLERANCE:
            # The reference itself is wrong: never let two wrong answers pass by agreeing.
            return "kiwi-required-violated", f"check {n}: kiwi's required residual {k_res:.3g}"
        if all(math.isfinite(o) and abs(k - o) <= VALUE_TOLERANCE for k, o in zip(kv, ov)):
            continue
        if not all(math.isfinite(o) for o in ov):
            return "values", f"check {n}: ours has a non-finite value"
        o_res, o_tiers = costs(required, soft, ov)
        where = (
            f"check {n}: required residual kiwi {k_res:.3g}, ours {o_res:.3g}; "
            f"tier costs kiwi {k_tiers}, ours {o_tiers}"
        )
        if o_res > VALUE_TOLERANCE:
            return "required-violated", where
        order = lex_compare(o_tiers, k_tiers)
        if order == 0:
            tie = True
            continue
        if order > 0:
            return "worse", where
        # Ours is lexicographically cheaper than kiwi's answer. If kiwi's is the cheaper one by
        # its own weighted sum, the tiers crossed, which the generator is meant to rule out:
        # never accepted, tighten the generator. Otherwise kiwi missed its own optimum.
        k_sum, o_sum = (1e6 * t[0] + 1e3 * t[1] + t[2] for t in (k_tiers, o_tiers))
        kind = "tier-crossing" if k_sum <= o_sum + COST_TOLERANCE else "kiwi-suboptimal"
        return kind, where + f"; weighted as kiwi does: kiwi {k_sum}, ours {o_sum}"
    return ("tie" if tie else "pass"), ""


# --------------------------------------------------------------------------------------------
# Reporting: a Swift snippet for a system, and shrinking a failure to a small one


def swift_snippet(system: dict, kiwi: dict, ours: dict | None, expect_values: bool) -> str:
    """The system as Swift Testing code, with kiwi's verdicts and both solutions as comments.

    With `expect_values`, the last check becomes `#expect`s of kiwi's values.
    """
    lines = ["let solver = Solver()"]
    names = [f"x{i}" for i in range(system["vars"])]
    lines.append("let " + ", ".join(f'{n} = Variable("{n}")' for n in names))
    declared: set[int] = set()
    check = 0
    for index, (op, verdict) in enumerate(zip(system["ops"], kiwi["ops"])):
        kind = op["op"]
        theirs = ours["ops"][index] if ours and index < len(ours.get("ops", [])) else None
        note = f"kiwi: {verdict}" + (f", ours: {theirs}" if theirs not in (None, verdict) else "")
        if kind in ("add", "remove") and op["c"] not in declared:
            c = system["constraints"][op["c"]]
            declared.add(op["c"])
            terms = ", ".join(
                f"Term({names[v]})" if k == 1 else f"Term({names[v]}, {fmt(k)})"
                for v, k in c["terms"]
            )
            strength = swift_strength(c["strength"])
            tail = "" if strength == ".required" else f", strength: {strength}"
            expression = f"LinearExpression([{terms}], constant: {fmt(c['constant'])})"
            lines.append(f"let c{op['c']} = Constraint(")
            lines.append(f"    {expression}, .{OPS[c['op']]}{tail})")
        if kind == "add":
            if verdict == "unsat":
                lines.append(
                    f"#expect(throws: SolverError.self) {{ try solver.addConstraint(c{op['c']}) }}"
                    + (f"  // {note}" if theirs not in (None, verdict) else "")
                )
            else:
                lines.append(f"try solver.addConstraint(c{op['c']})  // {note}")
        elif kind == "remove":
            if verdict == "skip":
                continue
            lines.append(f"try solver.removeConstraint(c{op['c']})  // {note}")
        elif kind == "edit":
            strength = swift_strength(op["strength"])
            lines.append(
                f"try solver.addEditVariable({names[op['v']]}, strength: {strength})  // {note}"
            )
        elif kind == "suggest":
            lines.append(
                f"try solver.suggestValue({fmt(op['value'])}, for: {names[op['v']]})  // {note}"
            )
        elif kind == "unedit":
            lines.append(f"try solver.removeEditVariable({names[op['v']]})  // {note}")
        elif kind == "check":
            lines.append("solver.updateVariables()")
            if check < len(kiwi["checks"]):
                k = kiwi["checks"][check]
                lines.append(
                    "// kiwi: " + ", ".join(f"{n} = {fmt(round(x, 9))}" for n, x in zip(names, k))
                )
            if ours and "checks" in ours and check < len(ours["checks"]):
                o = [float(x) for x in ours["checks"][check]]
                lines.append(
                    "// ours: " + ", ".join(f"{n} = {fmt(round(x, 9))}" for n, x in zip(names, o))
                )
            if expect_values and index == len(system["ops"]) - 1:
                for n, x in zip(names, kiwi["checks"][check]):
                    lines.append(f"#expect(abs(solver.value(of: {n}) - {fmt(round(x, 9))}) < 1e-6)")
            check += 1
    return "\n".join(lines)


def without_op(system: dict, index: int) -> dict | None:
    """The system minus one op (and what depends on it), or None if that is not meaningful."""
    ops = system["ops"]
    op = ops[index]
    if op["op"] == "check" and index == len(ops) - 1:
        return None
    keep = []
    editing = False  # past the removed edit op, until that variable's next edit
    for i, other in enumerate(ops):
        if i == index:
            editing = op["op"] == "edit"
            continue
        if op["op"] == "add" and other["op"] == "remove" and other["c"] == op["c"]:
            continue
        if editing and other.get("v") == op["v"]:
            if other["op"] == "edit":
                editing = False
            else:
                continue
        keep.append(other)
    return dict(system, ops=keep)


def simplifications(system: dict):
    """Smaller variants of a failing system, most aggressive first."""
    for index in range(len(system["ops"])):
        candidate = without_op(system, index)
        if candidate is not None:
            yield candidate
    for index, c in enumerate(system["constraints"]):
        if c.get("box"):
            continue
        variants = []
        for t in range(len(c["terms"])):
            if len(c["terms"]) > 1:
                variants.append(dict(c, terms=c["terms"][:t] + c["terms"][t + 1 :]))
            v, k = c["terms"][t]
            if abs(k) != 1:
                unit = [list(x) for x in c["terms"]]
                unit[t] = [v, math.copysign(1.0, k)]
                variants.append(dict(c, terms=unit))
        if c["constant"] != 0:
            variants.append(dict(c, constant=0.0))
        if "create" in c["strength"]:
            for name in ("strong", "medium", "weak"):
                variants.append(dict(c, strength={"name": name}))
        for variant in variants:
            constraints = list(system["constraints"])
            constraints[index] = variant
            yield dict(system, constraints=constraints)


def prune_vars(system: dict) -> dict:
    """Drop variables no longer used outside their own box constraints; renumber the rest."""
    used = set()
    for op in system["ops"]:
        if op["op"] in ("add", "remove"):
            c = system["constraints"][op["c"]]
            if not c.get("box"):
                used.update(v for v, _ in c["terms"])
        elif op["op"] in ("edit", "suggest", "unedit"):
            used.add(op["v"])
    if not used:
        used = {0}
    order = sorted(used)
    remap = {v: i for i, v in enumerate(order)}
    constraints, cmap = [], {}
    for i, c in enumerate(system["constraints"]):
        if all(v in remap for v, _ in c["terms"]):
            cmap[i] = len(constraints)
            constraints.append(dict(c, terms=[[remap[v], k] for v, k in c["terms"]]))
    ops = []
    for op in system["ops"]:
        if op["op"] in ("add", "remove"):
            if op["c"] in cmap:
                ops.append(dict(op, c=cmap[op["c"]]))
        elif op["op"] in ("edit", "suggest", "unedit"):
            ops.append(dict(op, v=remap[op["v"]]))
        else:
            ops.append(op)
    return dict(system, vars=len(order), constraints=constraints, ops=ops)


def size(system: dict) -> tuple:
    """How big a system reads: ops, then terms, then the size of its numbers."""
    used = [system["constraints"][op["c"]] for op in system["ops"] if op["op"] == "add"]
    return (
        len(system["ops"]),
        sum(len(c["terms"]) for c in used),
        sum(abs(k) for c in used for _, k in c["terms"]) + sum(abs(c["constant"]) for c in used),
    )


def pairs_removed(system: dict):
    """The system minus two ops, for when no single step keeps the failure."""
    for first in range(len(system["ops"]) - 1, -1, -1):
        smaller = without_op(system, first)
        if smaller is None:
            continue
        for second in range(first):
            candidate = without_op(smaller, second)
            if candidate is not None:
                yield candidate


def shrink(system: dict, kind: str, replay: str, workdir: str, rounds: int = 60) -> dict:
    """Greedy: the smallest still-failing (same kind) variant, one step at a time."""
    current = prune_vars(system)
    for _ in range(rounds):
        failing = []
        for steps in (simplifications, pairs_removed):
            candidates = [
                prune_vars(dict(candidate, id=n)) for n, candidate in enumerate(steps(current))
            ]
            if not candidates:
                continue
            ours = run_replay(replay, candidates, workdir)
            failing = [
                candidate
                for candidate in candidates
                if compare(candidate, solve_kiwi(candidate), ours[candidate["id"]])[0] == kind
            ]
            if failing:
                break
        if not failing:
            break
        current = min(failing, key=size)
    return dict(current, id=system["id"])


# --------------------------------------------------------------------------------------------


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--replay", required=True, help="path to the differential-replay binary")
    parser.add_argument("--seed", type=int, default=20250101)
    parser.add_argument("--count", type=int, default=10_000)
    parser.add_argument("--report", type=int, default=5, help="failures to print in full")
    parser.add_argument("--no-shrink", action="store_true", help="print failures as generated")
    parser.add_argument("--keep", help="also write the systems and results into this folder")
    args = parser.parse_args()
    if not os.access(args.replay, os.X_OK):
        print(f"differential: {args.replay} is not an executable", file=sys.stderr)
        return 2

    started = time.monotonic()
    generator = Generator(args.seed)
    systems = [generator.system(i) for i in range(args.count)]
    kiwi = {s["id"]: solve_kiwi(s) for s in systems}
    kiwi_time = time.monotonic() - started
    with tempfile.TemporaryDirectory(prefix="differential-") as workdir:
        t0 = time.monotonic()
        ours = run_replay(args.replay, systems, workdir)
        replay_time = time.monotonic() - t0
        if args.keep:
            os.makedirs(args.keep, exist_ok=True)
            with open(os.path.join(args.keep, "systems.json"), "w") as f:
                json.dump({"systems": systems}, f)
            with open(os.path.join(args.keep, "kiwi.json"), "w") as f:
                json.dump([kiwi[s["id"]] for s in systems], f)
            with open(os.path.join(args.keep, "ours.json"), "w") as f:
                json.dump([ours.get(s["id"]) for s in systems], f)

        passed = ties = 0
        failures: list[tuple[dict, str, str]] = []
        kinds: dict[str, int] = {}
        infeasible = adds = 0
        for system in systems:
            k = kiwi[system["id"]]
            for op, verdict in zip(system["ops"], k["ops"]):
                if op["op"] == "add":
                    adds += 1
                    infeasible += verdict == "unsat"
            o = ours.get(system["id"], {"crash": "no result from the replay"})
            verdict, detail = compare(system, k, o)
            if verdict in ("pass", "tie"):
                passed += 1
                ties += verdict == "tie"
            else:
                failures.append((system, verdict, detail))
                kinds[verdict] = kinds.get(verdict, 0) + 1

        for system, kind, detail in failures[: args.report]:
            print(f"\n=== FAILURE system {system['id']} (seed {args.seed}): {kind}")
            print(detail)
            small = system
            if not args.no_shrink and not detail.startswith("hung"):
                small = shrink(system, kind, args.replay, workdir)
            small_kiwi = solve_kiwi(small)
            small_ours = run_replay(args.replay, [small], workdir)[small["id"]]
            if small is not system:
                print(f"shrunk to: {compare(small, small_kiwi, small_ours)[1]}")
            print("```swift")
            values = kind in ("values", "required-violated", "worse", "tier-crossing")
            print(swift_snippet(small, small_kiwi, small_ours, values))
            print("```")
        if len(failures) > args.report:
            print(f"\n({len(failures) - args.report} more failures not shown; --report N)")

    elapsed = time.monotonic() - started
    print(
        f"\nseed {args.seed}: {args.count} systems, {adds} adds of which {infeasible} infeasible"
        f" (kiwi), {ties} ties (equal-cost optima), failures by kind: {kinds or 'none'};"
        f" kiwi {kiwi_time:.1f}s, replay {replay_time:.1f}s, total {elapsed:.1f}s"
    )
    print(f"differential: {passed} passed, {len(failures)} failed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
