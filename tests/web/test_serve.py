"""``oracle serve``: arguments, the build first, gunicorn on every core by default, Flask's server
only with --debug."""

from __future__ import annotations

import argparse

from web import serve


def parse(*argv):
    parser = argparse.ArgumentParser()
    serve.add_arguments(parser)
    return parser.parse_args(list(argv))


def test_defaults():
    args = parse()
    assert (args.host, args.port, args.debug) == ("127.0.0.1", 8000, False)
    args = parse("--host", "0.0.0.0", "--port", "9001", "--debug")
    assert (args.host, args.port, args.debug) == ("0.0.0.0", 9001, True)


def test_serves_with_gunicorn_on_every_core_after_building(monkeypatch, data_dir):
    calls = []
    monkeypatch.setattr(serve, "ensure_data", lambda: calls.append("build"))
    monkeypatch.setattr(serve, "run_gunicorn", lambda options: calls.append(
        ("gunicorn", options["bind"], options["workers"], options["worker_class"])))
    assert serve.command(parse("--port", "9002")) == 0
    assert calls == ["build", ("gunicorn", "127.0.0.1:9002", serve.cores(), "gthread")]
    calls.clear()
    assert serve.command(parse("--port", "9002", "--workers", "1")) == 0
    assert calls[-1][2] == 1


def test_debug_uses_the_flask_dev_server(monkeypatch, data_dir):
    calls = []
    monkeypatch.setattr(serve, "ensure_data", lambda: calls.append("build"))
    from flask import Flask

    monkeypatch.setattr(Flask, "run", lambda self, **kw: calls.append(("flask", kw["port"], kw["debug"])))
    assert serve.command(parse("--debug", "--port", "9003")) == 0
    assert calls == ["build", ("flask", 9003, True)]


def test_cli_table_points_at_this_module():
    from oracle.cli import COMMANDS

    assert COMMANDS["serve"][0] == "web.serve"


def test_a_failed_build_serves_the_last_good_data(monkeypatch, data_dir, capsys):
    def broken():
        raise ValueError("bad corpus file")

    served = []
    monkeypatch.setattr(serve, "ensure_data", broken)
    monkeypatch.setattr(serve, "run_gunicorn", lambda options: served.append(options["bind"]))
    assert serve.command(parse("--port", "9004")) == 0
    assert served == ["127.0.0.1:9004"]
    assert "the build failed: ValueError: bad corpus file" in capsys.readouterr().err


def test_a_failed_first_build_exits_1(monkeypatch, tmp_path):
    monkeypatch.setenv("ORACLE_DATA_DIR", str(tmp_path / "empty"))

    def broken():
        raise ValueError("bad corpus file")

    monkeypatch.setattr(serve, "ensure_data", broken)
    assert serve.command(parse("--port", "9005")) == 1
