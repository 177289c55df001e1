"""Round 48 (rsens): the writer's own criminal record, told as a conviction had or a sentence served - "I've got a
conviction for possession from 2016", "ich habe eine Vorstrafe wegen Betrugs", "j'ai été condamné pour vol en 2018",
"tengo antecedentes por lesiones", "у мене судимість за ст. 185", "у меня судимость по 228", "byłem karany za
kradzież", "I served 18 months".

The vocabulary reads "criminal record", "I was convicted", "I've been in prison" in English only; set broad-zzz113
(legal) asked about a record's expiry in six languages and the detector found one of six. In en, pl, de, es, fr, uk and
ru, the writer as the holder of the record: having one ("I've got a conviction", "I have a caution for", "mam wyrok",
"mam kartotekę", "ich habe eine Vorstrafe", "ich bin vorbestraft", "tengo antecedentes", "j'ai un casier", "у мене
судимість", "маю судимість", "у меня судимость", "имею судимость"), having been convicted or sentenced ("I was
convicted / sentenced / jailed", "zostałem skazany", "byłem karany", "ich wurde verurteilt", "fui condenado", "me
condenaron", "j'ai été condamné", "мене засудили", "меня осудили", "был судим") or having served ("I served 18 months",
"I did time", "siedziałem", "ich saß im Gefängnis", "estuve en la cárcel", "j'ai fait de la prison", "я сидів",
"отсидел").
Green/yellow stay: a clean record ("I have no criminal record", "nie byłem karany", "ich bin nicht vorbestraft", "no
tengo antecedentes", "je n'ai pas de casier", "у мене немає судимості": a negation before or in it), a question in
general ("does a caution show on a DBS check?", "kiedy zaciera się wyrok?"), someone else's record, a fine for
speeding or parking (no criminal matter), a court's order to pay costs, a story, a condition ("if I had a conviction").
Round 49 (rlegal): the term served and the release, told in a job hunt's question ("Salí de la cárcel de ... hace 6
meses después de 4 años", "Ich war 3 Jahre in der JVA ... wegen Betrug", "J'ai fait 2 ans de prison, sorti en
janvier"): set broad-zzz118 found three of six - the record's words were there, the prison's stay was not. Added, in
en, pl, de, es, fr, uk and ru: having been in prison or jail, having come out of it, a sentence served ("I spent two
years in prison", "wyszedłem z więzienia", "ich war drei Jahre in der JVA", "ich wurde aus der Haft entlassen", "salí
de la cárcel", "cumplí condena", "j'ai fait 18 mois ferme", "вийшов з в'язниці", "вышел из колонии", "откинулся").
Round 50 (rlegal): military justice and discipline, set broad-zzz125 (veterans) - a court-martial, a bad conduct
discharge, days of arrest for hitting a comrade or coming in drunk, a case before a military court ("I got a special
court-martial", "J'ai pris 20 jours d'arrêt", "Me han puesto 15 días de arresto", "Mam sprawę przed Wojskowym Sądem
Okręgowym", "ich habe drei Tage Disziplinararrest bekommen", "мені дали 10 діб арешту", "меня судит военный суд").
A prison visited ("I was in prison to visit my brother", "byłem w więzieniu na widzeniu": a visit's word in the window)
or worked in ("I work in a prison": no stay verb) and a story stay green.
"""
from __future__ import annotations

from app.core.memory.privacy.detector.findings import Finding, Kind
from app.core.memory.privacy.detector.folded_patterns import folded_gated, folded_lazy
from app.core.memory.privacy.detector.sentence_scope import after_spaces, sentence_matches

_REASON = "intimate or private life"

_RECORD = folded_gated(
    r"(?<![\w'])(?:"
    # having a record
    r"(?:i've got|ive got|i have got|i have|i've|ive|i got|i had) (?:a |an |two |three |several |some |\d+ )?"
    r"(?:criminal |previous |prior |old |spent |unspent |drug |drugs |driving )?(?:convictions?|cautions? for|"
    r"criminal record|record for)|"
    r"mam (?:wyrok|wyroki|kartotekę|wpis w krk|wpis w kartotece|zatarty wyrok|niezatarty wyrok|sprawę karną)|"
    r"(?:byłem|byłam|jestem) (?:karany|karana|skazany|skazana|notowany|notowana)|zostałem skazany|zostałam skazana|"
    r"skazali mnie|dostałem wyrok|dostałam wyrok|siedziałem|siedziałam|odsiedziałem|odsiedziałam|"
    r"(?:ich habe|ich hab|hab) (?:eine |zwei |mehrere )?(?:vorstrafen?|eintr(?:ag|äge) im führungszeugnis)|"
    r"ich bin vorbestraft|bin vorbestraft|ich wurde (?:\S+ ){0,3}?verurteilt|ich saß|ich war im (?:gefängnis|knast)|"
    r"ich habe (?:\S+ ){0,3}?(?:gesessen|abgesessen)|"
    r"tengo antecedentes|tengo un antecedente|fui condenad[oa]|me condenaron|estuve (?:en la cárcel|en prisión|pres[oa])|"
    r"j'ai (?:un casier|été condamnée?|fait de la prison|fait \S+ (?:mois|ans) de prison)|mon casier (?:judiciaire )?"
    r"(?:n'est pas vierge|porte)|je suis sorti de prison|je suis sortie de prison|"
    r"(?:у мене|в мене|маю|є) (?:є )?(?:судимість|судимості|непогашена судимість)|мене засудили|я сидів|я сиділа|"
    r"відсидів|відсиділа|(?:був|була) засуджен(?:ий|а)|"
    r"(?:у меня|имею) (?:есть )?(?:судимость|непогашенная судимость|судимости)|меня осудили|я сидел|я сидела|"
    r"отсидел|отсидела|(?:был|была) судим[аы]?|"
    # having been convicted, sentenced or jailed, or having served
    r"i (?:was|got|have been|'ve been|ve been) (?:convicted|sentenced|jailed|imprisoned|locked up)|"
    r"i (?:served|did) (?:\d+|a|two|three|four|five|six|eighteen) (?:months?|years?|weeks?|stretch|sentence)|"
    r"i did time|when i was inside|since i got out of (?:prison|jail)|"
    # (round 50) military justice and discipline: "I got a special court-martial ...", "J'ai pris 20 jours d'arrêt pour
    # avoir frappé un camarade", "Me han puesto 15 días de arresto por falta grave", "Mam sprawę przed Wojskowym Sądem"
    r"i (?:got|received|was given|faced|had) (?:a |an )?(?:special |summary |general )?court[- ]martial|"
    r"i (?:was|got|have been|'ve been) (?:court[- ]martiall?ed|busted down|reduced in rank|demoted)|"
    r"i (?:got|received|was given) (?:a |an )?(?:bad conduct|dishonou?rable|other than honou?rable) discharge|"
    r"i (?:got|received|was given) (?:an )?(?:article 15|njp|non-judicial punishment)|"
    r"mam sprawę (?:przed|w) (?:wojskow\w+ sąd\w*|sąd\w* wojskow\w*)|(?:dostałem|dostałam) (?:\d+ dni )?(?:aresztu|"
    r"kary dyscyplinarnej|karę dyscyplinarną)|"
    r"ich (?:habe|hab|bekam|bekomme|kriege|kriegte) (?:\S+ ){0,2}?(?:disziplinararrest|tage arrest|disziplinarbu(?:ß|ss)e)|"
    r"ich (?:stehe|stand|muss) vor (?:dem|das) truppendienstgericht|ich wurde (?:\S+ ){0,3}?degradiert|"
    r"me (?:han puesto|pusieron|impusieron|han impuesto|cayeron|han caído|han metido|metieron) (?:\S+ )?\d+ días de "
    r"arresto|me (?:han abierto|abrieron) (?:un )?expediente disciplinario|"
    r"j'ai (?:pris|eu|écopé de|fait) (?:\S+ )?\d+ jours d'arrêts?|j'ai été (?:puni|punie|sanctionné|sanctionnée) de "
    r"\d+ jours d'arrêts?|je passe en conseil de discipline|"
    r"мене (?:судить|судив|засудив) (?:\S+ )?військов\w* суд|мені дали \d+ (?:діб|днів) (?:арешту|гауптвахти)|"
    r"меня (?:судит|судил|осудил) (?:\S+ )?военн\w* суд|мне дали \d+ (?:суток|дней) (?:ареста|гауптвахты|губы)|"
    # (round 49) a term served and the release told: "Salí de la cárcel ... después de 4 años", "Ich war 3 Jahre in der JVA"
    r"(?P<stay>i (?:was|have been|'ve been|ve been|spent (?:\S+ ){1,3}?)in (?:prison|jail)|i (?:got|came) out of (?:prison|jail)|"
    r"i was released from (?:prison|jail)|"
    r"(?:wyszedłem|wyszłam|wyszedlem|wyszlam) z (?:więzienia|wiezienia|zakładu karnego|aresztu)|"
    r"(?:byłem|byłam) w (?:więzieniu|wiezieniu|zakładzie karnym|areszcie)|"
    r"ich war (?:\S+ ){0,4}?(?:in der jva|in einer jva|im gefängnis|im knast|in haft|in u-haft|inhaftiert)|"
    r"ich (?:bin|wurde) (?:\S+ ){0,4}?aus der (?:haft|jva) entlassen|"
    r"(?:salí|sali) de (?:la cárcel|la carcel|prisión|prision)|estuve (?:\S+ ){1,3}?(?:en la cárcel|en prisión|preso|presa)|"
    r"(?:cumplí|he cumplido) (?:\S+ ){0,3}?condena|"
    r"j'ai fait (?:\S+ ){1,2}?(?:ans|mois) (?:de prison|de taule|ferme|en prison|en détention|en centrale|en maison d'arrêt|"
    r"(?:à|a|aux) [^.!?\n]{1,40}?,? (?:sorti|sortie|libéré|libérée) (?:en|il y a|depuis|le|la|cette|ce))|"
    r"je suis (?:sorti|sortie) de (?:prison|taule|détention)|"
    r"(?:я )?(?:вийшов|вийшла) (?:з|із) (?:в'язниці|тюрми|колонії|сізо)|(?:я )?(?:був|була) (?:у|в) (?:в'язниці|тюрмі|колонії)|"
    r"(?:я )?(?:вышел|вышла) из (?:тюрьмы|колонии|заключения|сизо)|(?:я )?(?:был|была) в (?:тюрьме|колонии|заключении)|"
    r"откинулся|откинулась))(?![\w'])")
# a clean record, a question in general, a fine, costs, a story, a condition
_NOT_OWN = folded_lazy(
    r"(?<![\w'])(?:no|not|never|n't|none|nie|nigdy|kein\w*|nicht|nunca|ningún|ninguna|pas|jamais|aucun\w*|немає|нема|"
    r"ніколи|не|нет|никогда|if|wenn|falls|si|jeśli|jeżeli|gdyby|якщо|якби|если|бы|parking|speeding|fine|fines|"
    r"mandat\w*|bußgeld\w*|strafzettel|multas?|amendes?|штраф\w*|costs|kosten|koszt\w*|costas|frais|витрат\w*|"
    r"расход\w*|novel|story|character|roman|powieś\w*|novela|personaje|personnage|роман\w*|персонаж\w*|"
    r"visit\w*|widzeni\w*|odwiedz\w*|besuch\w*|visita\w*|visite\w*|побачен\w*|свидани\w*)(?![\w'])")


def find_own_convictions(t: str) -> list[Finding]:
    """An intimate-life finding over the sentence of normalised `t` where the writer tells their own criminal record
    (see the doc)."""
    for low, m, a, b in sentence_matches(_RECORD, t):
        # (a stay's window ends with it: "вышел из колонии, на работу не берут" - the negation is the employers')
        e = m.end() if m.group("stay") is not None else min(b, m.end() + 40)
        while e < b and (low[e].isalnum() or low[e] == "'"):
            e += 1  # (a word cut at the window's end is no word: "pas" of "pasaporte")
        if _NOT_OWN.search(low, a, e):
            continue
        return [Finding(Kind.RELATIONSHIP, _REASON, after_spaces(t, a, b), b)]
    return []
