"""The rules of Piquet in pure Python: no Qt, no AI, nothing but the game."""
