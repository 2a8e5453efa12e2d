"""Every console tool's test runs with the system speaking English unless it asks otherwise."""

from console_language import system_language

__all__ = ["system_language"]
