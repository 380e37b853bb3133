"""Compressed responses: brotli where the browser takes it, else gzip (flask-compress).

A results page or a rules section is 20-40 KB of HTML that compresses to a
fraction of that; at a table with one bar of signal that is the difference
between a page that opens and one that does not.
"""

from __future__ import annotations

from flask import Flask
from flask_compress import Compress

#: What is worth compressing: pages, JSON, the stylesheet, the scripts, the manifest.
MIMETYPES = ["text/html", "text/css", "text/plain", "application/json", "application/javascript",
             "text/javascript", "application/manifest+json", "image/svg+xml"]


def init(app: Flask) -> None:
    app.config.setdefault("COMPRESS_ALGORITHM", ["br", "gzip"])
    app.config.setdefault("COMPRESS_ALGORITHM_STREAMING", ["br", "deflate"])  # static files are streamed
    app.config.setdefault("COMPRESS_MIMETYPES", MIMETYPES)
    app.config.setdefault("COMPRESS_MIN_SIZE", 500)
    app.config.setdefault("COMPRESS_BR_LEVEL", 5)  # brotli's default (11) costs ~10x the CPU for a few % less
    app.config.setdefault("COMPRESS_LEVEL", 6)
    Compress(app)
