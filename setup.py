"""Only what pyproject.toml cannot say: ship the top-level resources/ folder as `app.resources`."""
from setuptools import find_packages, setup

setup(
    packages=find_packages(include=["app", "app.*"]) + ["app.resources"],
    package_dir={"app.resources": "resources"},
    package_data={"app.resources": ["**/*"]},
)
