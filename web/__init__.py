"""The Smash Up Oracle web app (Flask)."""
