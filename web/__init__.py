"""The Smash Up Oracle web app (Flask).

``create_app()`` builds the application; ``oracle serve`` (``web.serve``) runs it.
"""

from web.app import create_app

__all__ = ["create_app"]
