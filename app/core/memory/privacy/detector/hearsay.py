"""A rumour or a suspicion the writer doubts in the same message: uncertain (yellow), not a disclosure (round 24, yellow
lines called red in broad-zzp..zzt).

- a rumour: hearsay ("dicen que", "angeblich", "podobno", "on dit que", "кажуть, що", "говорят", "somebody said", "meine
  Tante meint") in the finding's sentence, and a doubt of it in the message ("pero es puro chisme", "aber das ist nur
  Gerede", "ale to tylko plotki", "mais ce ne sont que des rumeurs", "але я не певна", "but I think it's just gossip",
  "aber sie übertreibt gern");
- a suspicion: "I think", "creo que", "ich glaub", "wydaje mi się", "je crois que", "мені здається" in the finding's
  sentence and the writer's own doubt after it ("or am I imagining it", "o me lo estoy imaginando", "oder bild ich mir
  das ein", "czy przesadzam", "ou je me fais des films", "чи я накручую").

Green limits (these stay red): hearsay with no doubt ("Lekarz mówi, że mam cukrzycę", "my sister says she's pregnant and
the test confirms it"), a doubt with no hearsay or suspicion in the finding's sentence; identifiers, secrets and identity
are never touched, only the disclosure kinds.
"""
from __future__ import annotations

import re

from app.core.memory.privacy.detector.findings import Finding, Kind
from app.core.memory.privacy.detector.folding import fold_letters

# the disclosure kinds (the told areas), the only ones a rumour or a generic question can make yellow or green
TOLD_KINDS = frozenset((Kind.HEALTH, Kind.RELATIONSHIP, Kind.SEXUALITY, Kind.FINANCE, Kind.BELIEFS, Kind.ETHNICITY))

HEARSAY = re.compile(fold_letters(
    r"(?<!\w)(?:dicen|dice|he oído|me han dicho|se dice|según (?:dicen|parece)|they say|(?:people|folks|everyone|everybody) (?:\w+ ){0,3}?say|"
    r"(?:neighbou?rs|nachbarn|sąsiedzi|vecinos|voisins) (?:\w+ ){0,2}?(?:say|said|sagen|mówią|dicen|disent)|"
    r"(?:les gens|die leute|la gente|ludzie) (?:\w+ ){0,3}?(?:disent|sagen|dice|mówią)|(?:somebody|someone|"
    r"everyone|a colleague|my \w+) (?:said|says|thinks|reckons)|i(?:'ve)? heard|apparently|rumou?r (?:has it|is)|on dit|"
    r"j'ai entendu dire|il paraît|il parait|paraît-il|parait-il|(?:ma|mon) \w+ (?:dit|pense|croit)|angeblich|man sagt|sagt man|heißt es|erzählt man|"
    r"(?:sagen|erzählen|meinen) (?:die|alle|viele) (?:\w+ )?(?:leute|nachbarn|anderen)|"
    r"(?:die|meine|unsere) \w+ (?:sagen|sagt|meinen|meint|behaupte\w*)|(?:mein|meine|unser|unsere) \w+ (?:sagt|meint|"
    r"behauptet)|hab (?:ge)?hört|habe gehört|podobno|mówią|mowia|słyszałam|słyszałem|slyszalam|slyszalem|ludzie gadają|"
    r"(?:moja|mój|moj) \w+ (?:mówi|twierdzi|uważa)|кажуть|казали|чула|чув|кажe|каже|говорять|говорят|говорили|слышала|"
    r"слышал|нібито|будто бы)(?!\w)", True), re.IGNORECASE)
_DOUBT = re.compile(fold_letters(
    r"(?<!\w)(?:"
    # (round 43) the teller doubts its truth: "no clue if true", "weiß nicht, ob das stimmt", "¿será cierto?", "je ne
    # sais pas si c'est vrai", "nie wiem, ile w tym prawdy", "не знаю, чи правда", "не знаю, правда ли"
    r"(?:no clue|no idea|not sure|don'?t know|dunno|can'?t tell) (?:if|whether) (?:it'?s |that'?s |this is |any of it is )?"
    r"(?:true|right|real)|(?:if|whether) (?:it'?s|that'?s|any of (?:it|this|that) is) true|is (?:it|that|this) true\?|"
    r"ob (?:das|es|da was) (?:stimmt|wahr ist|dran ist)|ob da was dran ist|"
    r"(?:no sé|ni idea|no tengo ni idea) si (?:es )?(?:verdad|cierto)|¿?será (?:cierto|verdad)|si es (?:verdad|cierto)|"
    r"(?:je ne sais pas|j'sais pas|aucune idée) si c'est vrai|si c'est vrai|on dit tellement de choses|"
    r"personne ne sait vraiment|"
    r"nie wiem,? czy to prawda|czy to prawda|ile w tym prawdy|"
    r"не знаю,? чи (?:це )?правда|чи (?:це )?правда|не знаю точно|не знаю,? правда ли|правда ли это|правда ли|"
    r"gossip|rumou?rs?|hearsay|no idea if|who knows|don'?t believe|never seen|(?:just|only) (?:a )?guess\w*|"
    r"exaggerat\w*|chisme\w*|cotilleo\w*|rumor\w*|ni idea si|no (?:me lo )?creo|quién sabe|exagera\w*|"
    r"nunca (?:lo )?he visto|rumeurs?|ragots?|racontars?|je n'y crois pas|qui sait|exagère\w*|"
    r"jamais rien vu|gerede|gerücht\w*|klatsch|tratsch|glaube? ich nicht|wer weiß|übertreib\w*|"
    r"nie was gesehen|nichts gesehen|plotk\w*|plotki|nie wierzę|nie wierze|kto wie|przesadza\w*|"
    r"nie widział\w*|чутк\w*|плітк\w*|не вірю|хто зна\w*|перебільшу\w*|не бачил\w*|ніколи не бачил\w*|здогад\w*|"
    r"слух\w*|сплетн\w*|не верю|кто знает|преувелич\w*|не видел\w*|догадк\w*)(?!\w)", True), re.IGNORECASE)
# a weak doubt counts at the message's end or with "if it's true": "... але я не певна", not "but I'm not sure what to eat"
_UNSURE = re.compile(fold_letters(
    r"(?<!\w)(?:not sure|no estoy segur\w*|pas sûr\w*|pas sur\w*|nicht sicher|nie jestem pewn\w*|не певн\w*|не уверен\w*|"
    # (round 31) "..., but nobody really knows", "..., но я не знаю": a rumour's teller doubts it at the message's end
    # (round 43) "..., pero nadie sabe nada seguro", "but nobody knows anything for sure", "aber keiner weiß was
    # Genaues", "mais personne ne sait rien de sûr", "ale nikt nic pewnego nie wie", "але ніхто нічого точно не знає"
    r"(?:nobody|no one|no-one) (?:really )?knows (?:anything )?for (?:sure|certain|a fact)|"
    r"(?:niemand|keiner) weiß (?:was|etwas|es)? ?(?:genaues|sicheres|genau|sicher)|"
    r"nadie sabe (?:nada )?(?:seguro|con seguridad|a ciencia cierta|de cierto|cierto)|"
    r"personne ne sait (?:rien )?(?:de sûr|de sur|avec certitude|vraiment|de certain)|"
    r"nikt (?:nic )?(?:pewnego |dokładnie |na pewno )?nie wie(?: na pewno| nic pewnego)?|"
    r"ніхто (?:нічого )?(?:точно |напевно |достеменно )?не знає|никто (?:ничего )?(?:точно |толком |наверняка )?не знает|"
    r"(?:nobody|no one|no-one) (?:really )?knows|(?:but )?i don'?t (?:really )?know|niemand weiß (?:es )?(?:genau|wirklich)?|"
    r"(?:aber )?ich weiß es nicht|weiß keiner|nikt (?:tak naprawdę |naprawdę )?nie wie|(?:ale )?nie wiem|nadie (?:lo )?sabe|"
    r"(?:pero )?no (?:lo )?sé|personne ne (?:le )?sait|(?:mais )?je ne sais pas|ніхто (?:насправді )?не знає|(?:але )?я не знаю|"
    r"никто (?:толком )?не знает|(?:но )?я не знаю)"
    r"(?:\W*$|,? (?:if|whether|si|ob|czy|чи|что|що) (?:it'?s|that'?s|it is|es|c'est|das|to|це|это))", True), re.IGNORECASE)
# (not a doctor's word: "my doctor says I have diabetes" is no rumour)
_CARER = re.compile(r"(?:doctor|gp|nurse|consultant|therapist|lekar\w*|arzt|ärzt\w*|médic\w*|médecin|medecin|лікар\w*|"
                    r"врач\w*|терапевт\w*|psychiatr\w*|psycholog\w*|психолог\w*|психіатр\w*|психиатр\w*)")
_SUSPECT = re.compile(fold_letters(
    r"(?<!\w)(?:i think|i feel like|i have a feeling|creo que|creo q|me parece que|tengo la sensación|ich glaub\w*|"
    r"ich hab das gefühl|ich habe das gefühl|glaub|wydaje mi się|wydaje mi sie|chyba|myślę, że|mysle ze|je crois que|"
    r"j'ai l'impression|je pense que|мені здається|здається|мне кажется|кажется|думаю, що|думаю, что)(?!\w)", True),
    re.IGNORECASE)
_OWN_DOUBT = re.compile(fold_letters(
    r"(?<!\w)(?:or am i|or is it (?:just )?me|o (?:me lo )?estoy|o me lo invento|o son imaginaciones|o estoy rayad\w*|"
    r"ou je me fais des films|ou je me fais un film|ou je deviens parano\w*|ou j'imagine|oder bild ich mir|oder bilde ich mir|"
    r"oder übertreib\w*|oder spinn\w*|oder bin ich paranoid|czy mi się wydaje|czy mi sie wydaje|czy przesadzam|czy "
    r"świruję|czy wymyślam|чи я накручую|чи мені здається|чи я собі вигадую|или я накручиваю|или мне кажется|"
    r"или я себе придумываю)(?!\w)", True), re.IGNORECASE)
_GATE = ("?", "know", "weiß", "wie", "sabe", "sé", "sait", "sais", "зна", "gossip", "rumo", "chism", "rumeur", "gerede", "gerücht", "plotk", "чутк", "плітк", "слух", "сплетн", "not sure",
         "segur", "sûr", "sicher", "pewn", "певн", "уверен", "believe", "creo", "crois", "glaube", "wierz", "вірю", "верю",
         "übertreib", "exag", "przesad", "перебіль", "преувел", "seen", "visto", "vu", "gesehen", "widzia", "бачил", "видел",
         "idea", "knows", "sait", "weiß", "wie", "зна", "guess", "здогад", "догадк", "or am", "o me", "o estoy", "ou je",
         "oder", "czy", "чи ", "или")


def drop_hearsay(text: str, found: list[Finding]) -> list[Finding]:
    """`found` without the disclosure findings of a rumour or a suspicion the message doubts (see the doc)."""
    if not any(f.kind in TOLD_KINDS for f in found):
        return found
    low = text.lower()
    if len(low) != len(text) or not any(g in low for g in _GATE):
        return found
    doubted = _DOUBT.search(low) is not None or _UNSURE.search(low) is not None
    own_doubt = _OWN_DOUBT.search(low)
    if not doubted and own_doubt is None:
        return found
    out = []
    for f in found:
        if f.kind in TOLD_KINDS and (
                doubted and _rumour(low, f.start, f.end)
                or own_doubt is not None and _SUSPECT.search(low, f.start, own_doubt.start()) is not None):
            continue
        out.append(f)
    return out


def _rumour(low: str, start: int, end: int) -> bool:
    """Hearsay in low[start:end] that is not a doctor's or a therapist's word."""
    return any(_CARER.search(h.group()) is None for h in HEARSAY.finditer(low, start, end))
