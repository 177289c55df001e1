"""Round 48 (rsens): money the writer lost to a fraud, told by the victim - a fake investment or trading platform, a
romance scammer sent money for his visa or customs fees: "I lost £9,000 to a fake crypto site", "straciłam 30 tys. na
fałszywej platformie z reklamy", "ich habe einem Mann aus dem Chat 8.000 € für Zollgebühren überwiesen", "le mandé
4.000 € a un hombre que conocí en Instagram", "j'ai envoyé 6 000 € à un homme rencontré sur un site", "переслала 30
тисяч чоловікові з сайту знайомств", "меня развели на 80 тысяч через фейковую биржу".

Set broad-zzz112 (banking) told every scam loss and every romance scam this way and the detector found none: the loss
verbs of gaming_losses.py need a stake of a game, and a fraud names none. In en, pl, de, es, fr, uk and ru, in one
sentence: a first-person losing or sending verb ("lost", "sent", "wired", "straciłem", "przelałam", "ich habe ...
verloren / überwiesen", "perdí", "le mandé", "j'ai perdu", "j'ai envoyé", "втратив", "переслала", "потеряла",
"отправил"), or the writer scammed ("got scammed out of", "oszukali mnie na", "me estafaron", "on m'a arnaqué de", "меня
развели на"), a sum (a digit with a currency or a thousand) and a mark of the fraud: a fake or a scam ("fake", "scam",
"fałszyw", "oszust", "Betrug", "falsa", "estafa", "faux", "arnaque", "фейков", "шахра", "мошен"), an advert the
platform came from ("Instagram-Werbung", "z reklamy", "anunciada"), or a stranger met online the money went to ("a man
I met on a dating site", "aus Chats", "que conocí en Facebook", "rencontré sur un site", "з сайту знайомств") or the
romance scam's pretext ("for his visa", "Zollgebühren", "débloquer son héritage", "митні збори").
An English, Ukrainian or Russian verb says no person: the writer is its subject only at the sentence's start or after
"I"/"we"/"я"/"ми"/"мы" or a filler word ("a neighbour lost 20k to a fake site" stays).
Green/yellow stay: the fraud only asked about ("wysłałam 1500 zł ..., oszustwo?": a suspicion), a scam warning or a news story (someone else's loss: a third-person subject), a question about how
such scams work (no verb of the writer), a condition ("if I sent him 500 ..."), a negation ("I never sent him
anything"), a film or a novel, a sum lost on shares with no fraud in it.

Round 49 (rlegal), a RELATIVE's loss: set broad-zzz119 (elderly parents) told five grandparents and parents robbed by
the "grandchild", "police officer" or "bank's fraud team" call and the detector found none ("Opa hat nach einem
Schockanruf 22.000 € in bar an einen Abholer übergeben", "A mi abuelo le han sacado 9.000 € con el timo del hijo en
apuros", "Nan transferred £14,500 to a 'safe account'", "Бабусю ошукали на 35 тисяч", "Ma grand-mère a perdu 12 000 €
avec l'arnaque au faux neveu", "Babcia dała 30 tys. zł 'policjantowi' metodą na wnuczka"): the verbs above are the
writer's, and the English ones need the writer before them. Here the loser is the writer's relative, named by a kin
word (kin_debts.py's, and the elders: "nan", "gran", "grandma", "mamie", "Opa", "abuelo", "бабуся", "бабушку") in the
three words before a third-person losing, paying or handing verb ("lost", "transferred", "handed over", "straciła",
"dała", "hat ... übergeben", "le han sacado", "a perdu", "a remis", "ошукали на", "віддала", "обманули на", "отдала"),
with the sum and the fraud's mark in the sentence as above (new marks: the shock call, the grandchild or police
trick, the "safe account", the courier who collects).
Green/yellow stay: a near miss ("Gran almost sent them 5,000"), the news ("a pensioner lost ..."), a neighbour's loss,
a question about such scams, a relative who paid a bill.
"""
from __future__ import annotations

from app.core.memory.privacy.detector.findings import Finding, Kind
from app.core.memory.privacy.detector.folded_patterns import folded_gated
from app.core.memory.privacy.detector.folded_patterns import folded_lazy as _lazy
from app.core.memory.privacy.detector.kin_debts import KIN
from app.core.memory.privacy.detector.lazy import LazyPattern
from app.core.memory.privacy.detector.sentence_scope import after_spaces, sentence_bounds, sentence_matches

_REASON = "personal finances"


# the writer's losing or sending verbs; the English, Ukrainian and Russian ones need the owner check below
_VERB = (
    r"(?:lost|sent|wired|transferred|got scammed out of|was scammed out of|been scammed out of|got conned out of|"
    r"was conned out of|got scammed for|"
    r"straciłem|straciłam|przelałem|przelałam|wysłałem|wysłałam|przelewałem|przelewałam|wpłaciłem|wpłaciłam|"
    r"oszukali mnie na|oszukał mnie na|oszukała mnie na|naciągnęli mnie na|"
    r"(?:ich habe|ich hab|habe ich|hab ich)(?: \S+){1,16}? (?:verloren|geschickt|überwiesen|gezahlt|bezahlt)|"
    r"(?:ich wurde|wurde ich|ich bin) um|"
    r"perdí|he perdido|le mandé|le envié|le transferí|le he mandado|le he enviado|le he transferido|le di|"
    r"mandé|envié|transferí|me estafaron|me han estafado|me timaron|"
    r"j'ai perdu|j'ai envoyé|j'ai viré|je lui ai envoyé|je lui ai viré|je lui ai donné|on m'a arnaqué de|"
    r"on m'a escroqué de|je me suis fait arnaquer de|je me suis fait escroquer de|"
    r"втратив|втратила|переслав|переслала|відправив|відправила|надіслав|надіслала|переказав|переказала|"
    r"перерахував|перерахувала|мене ошукали на|мене розвели на|"
    r"потерял|потеряла|переслал|переслала|отправил|отправила|перевёл|перевел|перевела|меня развели на|"
    r"меня обманули на)")
# the fraud's mark in the sentence: a fake, a scam, a stranger met online, the romance scam's pretext
_MARK = (
    r"(?:fake|bogus|scam\w*|fraud\w*|con ?man|phishing|"
    r"met (?:online|on|through|via)|(?:dating|online) (?:site|app)|\W?dating\W? online|tinder|bumble|badoo|hinge|"
    r"for (?:his|her) (?:visa|customs|plane ticket|flight|ticket home|hospital bill|surgery|inheritance)|"
    r"fałszyw\w*|oszust\w*|oszukań\w*|portal\w* randkow\w*|randk\w* internetow\w*|poznał\w* (?:na|przez|w) "
    r"(?:internecie|facebooku|instagramie|portalu|aplikacji|sieci)|"
    r"fake-?\w*|gefälscht\w*|betrug\w*|betrüger\w*|betrogen|abgezockt|falsch\w* (?:polizist|bankmitarbeiter|enkel)\w*|aus (?:dem )?(?:chat|internet)|aus chats|"
    r"(?:im|übers|über das) internet kennengelernt|dating-?\w*|zollgebühr\w*|"
    r"falso|falsa|estafa\w*|estafador\w*|timo|conocí (?:en|por) (?:internet|facebook|instagram|tinder|una app|una web)|"
    r"militar americano|"
    r"faux|fausse|arnaque\w*|escroc\w*|escroquerie|rencontrée? sur|site de rencontres?|débloquer son|son héritage|"
    r"фейков\w*|фальшив\w*|шахра\w*|ошук\w*|сайт\w* знайомств|знайомств\w*|митн\w* збор\w*|"
    r"мошен\w*|лохотрон\w*|сайт\w* знакомств|знакомств\w*|таможенн\w* сбор\w*|афер\w*|"
    # (round 49) the grandchild's, the police officer's or the bank's call, the safe account, the collecting courier
    r"safe account|secure account|fraud team|courier|schockanruf\w*|enkeltrick\w*|abholer\w*|sicheres konto|"
    r"metod\w* na \w+|na wnuczka|na policjanta|bezpieczne konto|kurier\w*|hijo en apuros|nieto en apuros|"
    r"cuenta segura|mensajero|compte sécurisé|faux neveu|faux petit-fils|coursier|безпечн\w* рахун\w*|кур'єр\w*|"
    r"безопасн\w* сч[её]т\w*|курьер\w*)")
# an advert the money's platform came from counts with an investment word in the sentence ("500 € für Werbung
# bezahlt" is a shop's bill)
_AD = (r"(?:\w+-werbung|aus (?:einer |der )?werbung|z reklam\w*|reklam\w* (?:na|w) (?:facebook\w*|instagram\w*|"
       r"youtube|internecie)|anunciad[oa]|publicité|pub (?:sur|facebook|instagram)|рекламу?вал\w*|з реклам\w*|"
       r"из реклам\w*|в реклам\w*|seen on an ad|from an ad|(?:facebook|instagram|youtube|tiktok) ad)")
_INVEST = _lazy(r"(?<![\w'’])(?:invest\w*|trading\w*|crypto\w*|krypto\w*|cripto\w*|bitcoin|platform\w*|plattform\w*|"
                r"plataforma\w*|plateforme\w*|платформ\w*|бірж\w*|бирж\w*|інвестиц\w*|инвестиц\w*|inwestycj\w*|"
                r"akcj\w*|livret|acciones|aktien|застосунк\w*|приложени\w*|\w+-plattform)(?![\w'’])")
_SCAM = folded_gated(r"(?<![\w'’])" + _VERB + r"(?![\w'’])")
_MARK_P = _lazy(r"(?<![\w'’])" + _MARK + r"(?![\w'’])")
_AD_P = _lazy(r"(?<![\w'’])" + _AD + r"(?![\w'’])")
# a sum: a digit with a currency or a thousand's word, or a currency before it
_SUM = _lazy(
    r"(?:[$£€₴₽]\s?\d|\d[\d.,  ]*\s?(?:k|grand|quid|bucks|dollars?|pounds?|euros?|eur|usd|gbp|zł|zl|pln|złotych|tys\w*|tysi\w*|"
    r"tausend|mil|mille|€|\$|£|грн|гривень|гривні|тис\w*|тыс\w*|руб\w*|₽|₴)(?![\w'’]))")
# (round 49) a relative's loss: a third-person verb after a kin word (find_scam_losses reads the kin word before it)
_KIN_LOSS = folded_gated(
    r"(?<![\w'’])(?:lost|transferred|wired|sent|gave|handed over|handed|paid|was scammed out of|got scammed out of|"
    r"was conned out of|straciła|stracił|przelała|przelał|wysłała|wysłał|dała|dał|oddała|oddał|przekazała|przekazał|"
    r"hat (?:\S+ ){1,16}?(?:verloren|überwiesen|übergeben|gezahlt|bezahlt|gegeben|geschickt)|wurde um|"
    r"perdió|le han sacado|le sacaron|le estafaron|le han estafado|le timaron|transfirió|envió|mandó|entregó|dio|"
    r"a perdu|a envoyé|a viré|a donné|a remis|s'est fait arnaquer de|s'est fait escroquer de|on lui a soutiré|"
    r"втратила|втратив|віддала|віддав|переказала|переказав|переслала|переслав|ошукали на|розвели на|обманули на|"
    r"потеряла|потерял|отдала|отдал|перевела|перевёл|перевел|переслала|переслал)(?![\w'’])")
_ELDER = _lazy(r"(?<![\w'’])(?:" + KIN + r"|nan|nana|nanna|gran|granny|grandma|grandmother|grandpa|grandfather|"
               r"grand-mère|grand-père|mamie|papi|papy|abuelit[oa]|dziadkowie|babci\w*|dziadk\w*|бабусю|бабусі|дідусь|"
               r"дідуся|бабушку|дедушку|мама|маму|папу|мамі|мамы|mamá|papá|maman)(?![\w'’])")
_NEAR = _lazy(r"(?<![\w'’])(?:almost|nearly|fast|beinahe|prawie|omal|casi|por poco|presque|failli|майже|ледь|"
              r"почти|чуть не|едва не)(?![\w'’])")
# someone else's loss, a story, a condition, a negation, people in general - before the verb
_NOT_OWN = _lazy(
    r"(?<![\w'’])(?:he|she|they|his|her|their|er|sie|il|elle|ils|él|ella|ellos|ona|oni|він|вона|вони|он|она|они|"
    r"film|movie|novel|story|series|roman|serie|película|novela|série|powieś\w*|serial\w*|фільм\w*|фильм\w*|"
    r"роман\w*|серіал\w*|сериал\w*|if|wenn|falls|si|jeśli|jeżeli|gdyby|якщо|если|never|nie|nigdy|nicht|nie|nunca|jamais|"
    r"ніколи|никогда|не|people|leute|gente|gens|ludzie|люди|victims?|opfer|víctimas?|victimes?|ofiar\w*|жертв\w*)(?![\w'’])")
# the English, Ukrainian and Russian verbs: the writer is their subject at the sentence's start or after these words
_UNMARKED = frozenset((
    "lost", "sent", "wired", "transferred", "втратив", "втратила", "переслав", "переслала",
    "відправив", "відправила", "надіслав", "надіслала", "переказав", "переказала", "перерахував", "перерахувала",
    "потерял", "потеряла", "переслал", "отправил", "отправила", "перевёл", "перевел", "перевела"))
# a thousand's or a million's abbreviation ends no sentence: "straciłam 30 tys. na fałszywej platformie"
_ABBREVIATED = LazyPattern(r"(?:tys|тис|тыс|mln|млн|мил)\.\s*$")
_OWNER = _lazy(r"^$|(?<![\w'’])(?:i|i've|ive|i'd|i have|i had|we|we've|just|already|honestly|basically|literally|"
               r"and|but|so|then|lol|ok|yeah|ngl|tbh|я|ми|мы|вже|уже|і|и|а|але|но|так|ще|ещё|еще|вчора|вчера|"
               r"'?інвестиціях'?|'?инвестициях'?)$")


def find_scam_losses(t: str) -> list[Finding]:
    """A finance finding over the sentence of normalised `t` where the writer tells a sum lost to, or sent to, a fraud
    (see the doc)."""
    for low, m, a, b in sentence_matches(_SCAM, t):
        while b < len(low) and _ABBREVIATED.search(low, max(a, b - 6), b):
            b = sentence_bounds(low, b)[1]
        if _NOT_OWN.search(low, a, m.start()) or _SUM.search(low, a, b) is None:
            continue
        mark = _MARK_P.search(low, a, b)
        if mark is None and (_AD_P.search(low, a, b) is None or _INVEST.search(low, a, b) is None):
            continue
        if mark is not None and low[mark.end():mark.end() + 3].lstrip().startswith("?"):
            continue  # the fraud asked about, a suspicion: "Wysłałam 1500 zł i kod się nie zgadza, oszustwo?"
        if m.group().split(" ")[0] in _UNMARKED:
            before = " ".join(low[a:m.start()].replace('"', " ").replace("«", " ").split()[-3:])
            if not _OWNER.search(before):
                continue  # "a pensioner lost 40k to a fake site", "сусідка переслала ..."
        return [Finding(Kind.FINANCE, _REASON, after_spaces(t, a, b), b)]
    return _kin_losses(t)


_ARTICLES = frozenset(("un", "una", "une", "a", "an", "ein", "eine", "einer", "some"))


def _kin_losses(t: str) -> list[Finding]:
    """(round 49) A relative's loss: a kin word in the three words before a third-person losing verb, the sum and the
    fraud's mark in the sentence."""
    for low, m, a, b in sentence_matches(_KIN_LOSS, t):
        while b < len(low) and _ABBREVIATED.search(low, max(a, b - 6), b):
            b = sentence_bounds(low, b)[1]
        words = low[a:m.start()].replace(",", " ").split()
        w = max(a, m.start() - sum(len(x) + 1 for x in words[-3:]) - 1)
        kin = _ELDER.search(low, w, m.start())
        if kin is None or _NOT_OWN.search(low, w, m.start()) or _NEAR.search(low, a, b):
            continue
        noun = kin.end() - len(kin.group().split()[-1])
        if " ".join(low[max(a, noun - 8):noun].split()[-1:]) in _ARTICLES:
            continue  # "una mujer perdió 20.000 euros en una estafa": a woman, nobody's wife
        if _SUM.search(low, a, b) is None or _MARK_P.search(low, a, b) is None:
            continue
        return [Finding(Kind.FINANCE, _REASON, after_spaces(t, a, b), b)]
    return []
