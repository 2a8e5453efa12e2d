"""The game's words, in English or French: Qt-free sentences built from the engine's values."""
