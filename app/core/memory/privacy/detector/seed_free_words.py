"""A wallet's recovery phrase in words of a language with no standard BIP-39 list (round 24).

Wallets show their twelve or twenty-four words in English (or one of the other standard lists, which secrets.py
and seed_wordlists.py read), but people translate them, or their app does: "фраза от криптокошелька: монтаж
плотный магия туча ...", "Wiederherstellungsphrase meiner Wallet: Apfel Wolke Brücke ...", "fraza odzyskiwania
portfela: okno rzeka jabłko ...". No list tells those words apart, so this reads the shape a recovery phrase has
in every language:
- a name of the phrase (a seed / recovery / mnemonic phrase, or "phrase" / "words" near a wallet word) and then a
  colon or a dash, or "is" ("es", "ist", "це", "это" ...);
- then exactly 12, 15, 18, 21 or 24 words (the BIP-39 lengths), each of 3 to 10 letters, written the same way
  (all lower case, or all capitalised as German nouns are), one space or one comma between each, no word twice,
  and none of them a function word (prose of that length always has one), the list ending the clause.
(round 36) Two ways chat writes it that the rules above missed: the wallet named first and then "phrase" alone
("кошелёк пустой!! фраза: ноготь легенда ..."), and the list run on into the next clause without a stop ("... сухой
милиция кто мог её увидеть?"): there the list ends at one of the lengths where a question word or pronoun opens the
next clause.
Green limits: talk about the phrase ("Что такое сид-фраза и сколько в ней слов?"), a sentence after the colon (it
has function words, other punctuation, or another length), and a list of 11 or 13 words.
"""
from __future__ import annotations

import re

from app.core.memory.privacy.detector.findings import literal_alternation
from app.core.memory.privacy.detector.gates import opens as _opens
from app.core.memory.privacy.detector.gates import word_gate

# the phrase named: a standard name, or "phrase" / "words" and a wallet word within a few words of each other
_NAME = re.compile(
    r"(?i)(?:(?<![^\W_])(?:seed|сід|сид)(?![^\W_])|mnemoni\w*|мнемоні\w*|мнемони\w*|recovery phrase|recovery words|"
    r"fraz\w* (?:odzyskiwania|seed)|s[łl]owa (?:odzyskiwania|seed)|wiederherstellungs(?:phrase|wörter|satz)|"
    r"frase (?:semilla|de recuperaci[oó]n)|palabras (?:semilla|de recuperaci[oó]n)|phrase de r[ée]cup[ée]ration|"
    r"mots de r[ée]cup[ée]ration|фраз\w* (?:відновлення|восстановления)|"
    r"(?:phrase|words|fraz\w*|s[łl]ow\w*|phrase|wörter|frase|palabras|mots|фраз\w*|слов\w*)"
    r"(?:\s+[^\W\d_][\w\-]*){0,3}?\s+(?:wallet|portfel\w*|wallets?|monedero|cartera|billetera|portefeuille|"
    r"\w*кошел\w*|\w*гаман\w*))"
)
_OPENS = re.compile(
    r"[^\n.!?:—–]{0,40}?(?:\s*[:—–]|\s+-|\s+(?:is|was|are|ist|sind|lautet|es|son|est|sont|jest|to|це|это|такая|така))\s*"
)
# one separator throughout: a space, or a comma
_WORDS = (re.compile(r"[^\W\d_]{3,10}(?: [^\W\d_]{3,10}){11,23}(?![\w\-'])"),
          re.compile(r"[^\W\d_]{3,10}(?:, ?[^\W\d_]{3,10}){11,23}(?![\w\-'])"))
_LENGTHS = (12, 15, 18, 21, 24)
# function words of three letters or more: prose has them, a wordlist's phrase does not
_FUNCTION = frozenset("""
the and for with that this from are was were you your our not but have has its into than then them they there when
what which who how why all any can will just also only more very about after before because would should could
oder und der die das den dem des ein eine einer einen ist sind war mit für von auf aus bei nach wie was wer wenn
dass nicht auch noch aber sie ich wir ihr mein meine
los las del con por para que una uno unos unas como pero sus más muy sin sobre este esta esto ese esa
les des une est dans pour par pas que qui avec sur mais sont ses mon mes ton nous vous ils elle cette
nie się jest był była dla ale lub oraz jak już tak czy też jego jej ich moje mój która który które przez
что это как для его она они так уже или ещё еще все всё был была было есть мой моя мне меня где когда тоже
що це як для його вона вони так вже або ще все був була було мій моя мені мене коли теж які який яка
""".split())
# (round 36) "phrase" / "words" alone, when a wallet word stands before it ("кошелёк пустой!! фраза: ...")
_BARE_NAME = re.compile(
    # (round 40) and in the other cases: "восстанавливает кошелёк из этой фразы, а баланс нулевой: ...", "з фрази"
    r"(?<![^\W_])(?:phrase|words|fraz[aęy]|s[łl]owa|wörter|frase|palabras|mots|фраза|фразу|фразы|фрази|фразою|фразой|"
    r"слова|слів)(?![^\W_])", re.I)
_WALLET = re.compile(r"(?<![^\W_])(?:\w*wallets?|portfel\w*|monedero|cartera|billetera|portefeuille|\w*кошел\w*|\w*гаман\w*)(?![^\W_])")
_WORD = re.compile(r"[^\W\d_]+")
# words that open the next clause of a chat line run on from the list: question words and pronouns
_CLAUSE_OPENERS = frozenset("""
who what how why where when did does is can could someone somebody anyone i
wer was wie warum wo wann hat ist kann jemand ich
kto co jak dlaczego gdzie kiedy czy ktoś ktos
quién quien qué que cómo como por dónde donde cuándo alguien
qui quoi comment pourquoi où quand est-ce quelqu'un
хто що як чому де коли хтось
кто что как почему где когда кто-то
""".split())
_HINT_WORDS = ("seed сід сид mnemoni мнемон recovery odzysk wiederherst semilla recupera récup recup відновл восстановл "
               "wallet portfel monedero cartera billetera portefeuille кошел гаман").split()
_HINT = re.compile(literal_alternation(_HINT_WORDS))
# the same words as a word gate: one look-up for most messages, where the pattern read the whole message (a quarter of
# chat has the eleven spaces and the colon or "is" that let this finder start)
_HINT_GATE = word_gate(*_HINT_WORDS)


def find_free_seed_words(text: str, low: str, add) -> None:
    """`low`: `text` lower-cased (same length); `add(reason, start, end)` reports the phrase."""
    if not _opens(low, _HINT_GATE) or _HINT.search(low) is None:
        return
    names = list(_NAME.finditer(text))
    if not names and _WALLET.search(low):
        # (round 36) "кошелёк пустой!! фраза: ноготь легенда ...": the wallet named first, then "phrase" alone
        names = [n for n in _BARE_NAME.finditer(text) if _WALLET.search(low, max(0, n.start() - 80), n.start())]
    for name in names:
        opens = _OPENS.match(text, name.end())
        if opens is None:
            continue
        for shape in _WORDS:
            m = shape.match(text, opens.end())
            end = _listed(text, m) if m is not None else None
            if m is not None and end is not None:
                add("wallet recovery phrase", m.start(), end)
                return


def _listed(text: str, m: re.Match[str]) -> int | None:
    """Where the words `m` matched end as a phrase's list (its length, ending the clause, distinct, no function word),
    or None. (round 36) A list the chat runs on from without a stop ("... сухой милиция кто мог её увидеть?") ends
    where a question word or pronoun opens the next clause, after one of the phrase's lengths."""
    words = re.split(r", ?| ", m.group())
    tail = text[m.end():m.end() + 2]
    if (not tail[:1] or tail[:1] in ",.;!?\n" or tail.startswith(" -") or tail.startswith(" —")) and _a_phrase(words):
        return m.end()
    # the words run on into a sentence: the phrase only when the next clause opens right after one of its lengths
    for n in _LENGTHS[::-1]:
        if n < len(words) and words[n].lower() in _CLAUSE_OPENERS and _a_phrase(words[:n]):
            return m.start() + [w.end() for w in _WORD.finditer(m.group())][n - 1]
    return None


def _a_phrase(words: list[str]) -> bool:
    """Words a phrase's list: one of its lengths, distinct, no function word, one case throughout."""
    if len(words) not in _LENGTHS or len(set(w.lower() for w in words)) != len(words):
        return False
    if any(w.lower() in _FUNCTION for w in words):
        return False
    rest = words[1:]
    # one case throughout (the first word may open the sentence)
    return all(w.islower() for w in rest) or all(w[0].isupper() and w[1:].islower() for w in rest)
