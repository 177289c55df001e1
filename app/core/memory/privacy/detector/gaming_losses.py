"""Round 47 (rsens): the writer's gambling losses told by what was staked in a game - loot boxes, packs, skin cases -
or by the whole budget lost: "przegrałem na stronach z case'ami jakieś 9 tys. zł w pół roku", "llevo 2.800 € gastados
en sobres de FIFA este año", "lost my whole scholarship stipend on sports betting this term", "я злив усю стипендію на
кейси", "j'ai claqué tout mon salaire en packs FUT".

The vocabulary reads a loss with its sum right after the verb and a betting word after it ("lost 3k on betting",
"przegrałem 20 tysięcy na zakładach"); sets broad-zzz107 and zzz108 (students, gamers) told the stake as a game's paid
chance (case openings, FIFA packs, loot boxes), the sum at the sentence's end or the whole budget instead of a sum, and
"llevo ... gastados". In en, pl, de, es, fr, uk and ru, in one sentence: a losing or spending verb in the first person
("lost", "blew", "przegrałem", "wydałam", "verzockt", "he perdido", "llevo ... gastados", "j'ai perdu", "програв",
"злила", "проиграл", "слил"), a stake after it (betting, a casino, slots, poker, loot boxes, packs, cases: "zakłady",
"case'y", "Sportwetten", "apuestas", "sobres", "paris", "ставки", "кейси") and an amount (a sum, or "my whole ...",
"całą", "mein ganzes", "toda mi", "tout mon", "всю"); an English verb at the sentence's start or after "I"/"we".
Green/yellow stay: a question about the odds or what people lose ("how much do people lose on betting?"), a bet lost
to a friend ("I lost the bet and owe him a pint": no stake of a game), someone else's loss (a third-person subject), a
film or a story, a condition ("if I lost 500 on betting ..."), a negation ("never lost anything at the casino").
"""
from __future__ import annotations

from app.core.memory.privacy.detector.findings import Finding, Kind, lower_keep_length
from app.core.memory.privacy.detector.folded_patterns import folded_gated
from app.core.memory.privacy.detector.folded_patterns import folded_lazy as _lazy
from app.core.memory.privacy.detector.sentence_scope import after_spaces, sentence_bounds

_REASON = "personal finances"


# losing verbs, in the first person (a Slavic past is read with the subject check below)
_LOST = (r"(?:lost|blew|gambled away|gambled|sunk|burned|burnt|"
         r"przegrałem|przegrałam|straciłem|straciłam|przepuściłem|przepuściłam|utopiłem|utopiłam|przewaliłem|przewaliłam|"
         r"verzockt|verspielt|versenkt|"
         r"perdí|he perdido|palmé|llevo (?:\S+ ){1,4}?(?:perdidos|palmados)|"
         r"perdu|claqué|flambé|"
         r"програв|програла|злив|злила|просадив|просадила|"
         r"проиграл|проиграла|слил|слила|просадил|просадила|спустил|спустила)")
# spending verbs count only on a game's paid chance (spending at a casino may be an evening out)
_SPENT = (r"(?:spent|wasted|wydałem|wydałam|ausgegeben|gasté|he gastado|me he gastado|me gasté|llevo (?:\S+ ){1,4}?"
          r"(?:gastados|metidos)|dépensé|mis|витратив|витратила|потратил|потратила)")
_STAKE = (r"(?:betting|bets|sports betting|betting apps?|casinos?|online casino|slots|slot machines|poker|roulette|"
          r"bookies|scratch ?cards|"
          r"zakład\w*|bukmacher\w*|kasyn\w*|automatach|ruletce|pokerze|hazard\w*|"
          r"sportwetten|wetten|online-casino|casino|spielautomat\w*|spielhalle|"
          r"apuestas|casas? de apuestas|casinos?|tragaperras|ruleta|póker|"
          r"paris|paris sportifs|casinos?|machines à sous|jeux d'argent|"
          r"ставк\w*|казино|онлайн-казино|букмекер\w*|автомат\w*|рулетк\w*|покер\w*)")
_GAME_STAKE = (r"(?:loot ?boxes|lootbox\w*|loot-?boxen|(?:fut|fifa|fc|card|player|pokemon|pokémon) packs|ultimate team|"
               r"case openings?|case sites|cs cases|csgo cases|cs2 cases|skins? gambling|"
               r"case'\w*|case(?:ach|ami|y)|kejs\w*|skrzyn\w*|paczk\w* (?:w |do )?(?:fifie|fifa|fut|fc)|"
               r"sobres (?:de |del |en )?(?:fifa|fut|fc)|cajas de botín|packs? (?:fut|fifa|fc)|"
               r"кейс\w*|лутбокс\w*|паки|паків|паков)")
_PREP = (r"(?:on|at|in|to|into|na|w|we|z|bei|beim|für|en|con|aux|au|dans|sur|pour|в|на|у|за)\s+(?:\S+\s+){0,3}?")
# within the sentence; a thousand's or a sum's period is no stop ("3 tys. na skrzynki", "9 тис. на кейси")
_GAP = r"(?:[^.!?\n]|(?<=tys|тис|тыс)\.|(?<=\d)\.){0,60}?"
_LOSS = folded_gated(
    r"(?<![\w'’])(?:" + _LOST + r"(?![\w'’])" + _GAP + r"(?<![\w'’])" + _PREP + r"(?:" + _STAKE + r"|" + _GAME_STAKE
    + r")|" + _SPENT + r"(?![\w'’])" + _GAP + r"(?<![\w'’])" + _PREP + _GAME_STAKE + r")(?![\w'’])")
# an amount: a sum with a digit, or the whole budget
_AMOUNT = _lazy(
    r"(?:[$£€₴₽]\s?\d|\d[\d.,  ]*\s?(?:k|m|grand|quid|bucks|dollars?|pounds?|euros?|eur|usd|gbp|zł|zl|pln|złotych|"
    r"tys\w*|tysi\w*|tausend|mil|mille|€|\$|£|грн|гривень|гривні|тис\w*|тыс\w*|руб\w*|₽|₴)(?![\w'’]))|"
    r"(?<![\w'’])(?:whole|entire|all my|all of my|całą|cały|całe|całego|całej|mein ganzes|meine ganze|meinen ganzen|"
    r"mein komplettes|todo mi|toda mi|todos mis|todas mis|tout mon|toute ma|tous mes|toutes mes|всю|весь|все свої|"
    r"усю|увесь|всі|все свои|всё|все)(?![\w'’])")
# someone else's loss, a story, a condition, a negation, a general question
_NOT_OWN = _lazy(
    r"(?<![\w'’])(?:he|she|they|his|her|their|er|sie|il|elle|ils|él|ella|ellos|on|ona|oni|він|вона|вони|он|она|они|"
    r"film|movie|novel|story|series|roman|serie|película|novela|série|powieś\w*|serial\w*|фільм\w*|фильм\w*|"
    r"роман\w*|серіал\w*|сериал\w*|if|wenn|falls|si|jeśli|jeżeli|gdyby|якщо|если|never|nie|nigdy|nie|nie|nunca|jamais|"
    r"ніколи|никогда|people|leute|gente|gens|ludzie|люди)(?![\w'’])")


# an English loss told by the writer: at the sentence's start or after a first-person word
_EN_VERBS = frozenset(("lost", "blew", "gambled", "sunk", "burned", "burnt", "spent", "wasted"))
_EN_OWNER = _lazy(r"^$|(?<![\w'’])(?:i|i've|ive|i'd|i have|i had|we|we've|just|already|honestly|basically|literally|"
                  r"and|but|so|then|lol|ok|yeah|ngl|tbh)$")


def find_gaming_losses(t: str) -> list[Finding]:
    """A finance finding over the sentence of normalised `t` where the writer tells a sum or a whole budget lost on
    betting, a casino or a game's paid chance (see the doc)."""
    low = lower_keep_length(t)
    if _LOSS.search(low) is None:
        return []
    low = low.replace("’", "'")
    for m in _LOSS.finditer(low):
        a, b = sentence_bounds(low, m.start())
        if _NOT_OWN.search(low, a, m.start()) or _AMOUNT.search(low, a, b) is None:
            continue
        if low[m.start():m.start() + 8].split(" ")[0] in _EN_VERBS and not _EN_OWNER.search(" ".join(low[a:m.start()].split()[-3:])):
            continue  # an English verb says no person: "the app lost 30% of users to betting", "our team lost 3 games"
        begin = after_spaces(t, a, b)
        return [Finding(Kind.FINANCE, _REASON, begin, b)]
    return []
