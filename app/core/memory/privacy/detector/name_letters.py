"""Round 47 (rlinks): the letters a person's name is written in, defined once.

The name readers write a name's capital and lower-case letters as the contents of a character class ("[{_UP}][{_LOW}]+");
each module used to copy the two strings, so a language's letters had to be added to every copy (round 46 added the
Turkish, Romanian and Hungarian ones to three of them). The modules below import them from here:
- UP / LOW: Latin with the Western European, Polish, Czech and Slovak letters, and the Ukrainian and Russian Cyrillic
  ones - the set most name readers use;
- UP_WIDE / LOW_WIDE: the same and the Turkish, Romanian and Hungarian letters ("Serkan Yıldız", "Ștefan Hațegan") -
  identity.py's, identity_homes.py's and particle_names.py's.
A letter added to a part below reaches every module that imports the set (only strings here: nothing is compiled).
26 modules import it (the strings they wrote were these, byte for byte: every pattern's source is unchanged). About
forty more write narrower sets of their own (without the Czech letters, without "Ё", ...): giving them these would
change what they read, so each is left to a measured change of its own.
"""
from __future__ import annotations

_LATIN_UP = "A-ZÀ-ÖØ-ÞĄĆĘŁŃŚŹŻŠŽČŘĎŤŇĚŮ"
_LATIN_LOW = "a-zß-öø-ÿąćęłńóśźżšžčřďťňěů"
_WIDE_UP = "İĞŞȘȚĂÎŐŰ"  # Turkish, Romanian, Hungarian (round 46)
_WIDE_LOW = "ığşșțăîőű"
_CYRILLIC_UP = "А-ЯЄІЇҐЁ"
_CYRILLIC_LOW = "а-яєіїґё"

UP = _LATIN_UP + _CYRILLIC_UP
LOW = _LATIN_LOW + _CYRILLIC_LOW
UP_WIDE = _LATIN_UP + _WIDE_UP + _CYRILLIC_UP
LOW_WIDE = _LATIN_LOW + _WIDE_LOW + _CYRILLIC_LOW
