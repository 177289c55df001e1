"""A birth date in a reference work's sentence: a public person's biography, not the user's family.

People paste encyclopaedia and news text to summarise or translate it. Its biographies name a person with a
birth date the way a form does: "Einar Rossbach, né le 20 octobre 1964 à Porsgrunn, est un ...", "Jane Roe
(born 3 May 1971) is an American actress", "Jan Nowak (ur. 12 marca 1970 w Krakowie) – polski aktor". Measured
on the French, English, Polish and Ukrainian Universal Dependencies treebanks (news, Wikipedia, blogs; read
with benchmarks/privacy_public_text.py's --conllu), such sentences were most of the identity false reds.

The sentence reads as a reference work's when, with nobody's "my" or relative in it, it
- says what the person is with a nationality: "is an American actress", "est un coureur cycliste français",
  "– polski aktor", "ist ein deutscher Politiker", "es un futbolista argentino", "— український поет"; or
- says the person died: "died", "mort le", "zmarł", "gestorben", "falleció", "помер"; or
- gives the birth in parentheses after the name, as reference works do: "(born 3 May 1971 in Leeds)",
  "(nacido el 10 de octubre de 1938 en Moscú)", "(ur. 12 marca 1970 w Krakowie)", "(né le 2 avril 1987)".
A user's message about their son ("my son Leo, born 12.03.2015, is a happy boy") has neither.

Round 46 (rlinks): a private death notice is no biography. "Write a death notice: Margaret Ellen Hobbs, born 3 April
1938, died 29 November", "Esquela: Doña Pilar Navarro Sáez, nacida el 7 de mayo de 1939, falleció el 30 de noviembre.
Misa en San Ildefonso", "Avis de décès : Mme Odette Lemaire, née le 9 février 1935, décédée le 27 novembre. Obsèques
mardi": the death said with a day and a month but no year (a reference work always gives the year: it is recent, so
the notice is the family's), the notice's own name (death notice, esquela, avis de décès, klepsydra, Traueranzeige,
некролог) or the funeral's arrangements (funeral, Mass, obsèques, pogrzeb, Beerdigung, похорон) mark the
bereaved writer's relative, a specific person - "died" then no longer reads as an encyclopaedia's.
"""
from __future__ import annotations

import re

from app.core.memory.privacy.detector.lazy import LazyPattern

_NATION = (
    r"(?:american|british|english|scottish|welsh|irish|canadian|australian|new zealand|french|german|austrian|swiss|"
    r"italian|spanish|portuguese|dutch|belgian|danish|swedish|norwegian|finnish|icelandic|polish|czech|slovak|"
    r"hungarian|romanian|bulgarian|greek|turkish|russian|ukrainian|belarusian|lithuanian|latvian|estonian|serbian|"
    r"croatian|slovenian|japanese|chinese|korean|indian|israeli|egyptian|nigerian|south african|mexican|brazilian|"
    r"argentine|argentinian|chilean|colombian|cuban|soviet)")
_EN = re.compile(r"\b(?:is|was) an? (?:[\w-]+ ){0,2}" + _NATION + r"\b")
_FR = re.compile(
    r"\b(?:est|était|fut) (?:un|une) (?:[\w'-]+ ){0,4}(?:français|américain|britannique|anglais|allemand|italien|"
    r"espagnol|portugais|belge|suisse|canadien|québécois|australien|néerlandais|danois|suédois|norvégien|finlandais|"
    r"polonais|tchèque|hongrois|roumain|grec|turc|russe|ukrainien|japonais|chinois|argentin|brésilien|mexicain|"
    r"irlandais|écossais|autrichien|soviétique)e?s?\b")
_PL = re.compile(
    r"(?:[–—-]|\b(?:jest|był|była|to)) (?:[\w-]+ ){0,1}(?:polsk|amerykańsk|niemieck|brytyjsk|angielsk|francusk|"
    r"włosk|hiszpańsk|rosyjsk|ukraińsk|czesk|austriack|szwedzk|norwesk|duńsk|holendersk|belgijsk|szwajcarsk|"
    r"kanadyjsk|australijsk|japońsk|chińsk|węgiersk|radzieck|litewsk|białorusk|izraelsk|argentyńsk|brazylijsk)"
    r"(?:i|a|ie)\b")
_DE = re.compile(
    r"\b(?:ist|war) (?:ein|eine) (?:[\w-]+ ){0,2}(?:deutsch|österreichisch|schweizer|amerikanisch|britisch|englisch|"
    r"französisch|italienisch|spanisch|polnisch|russisch|ukrainisch|niederländisch|belgisch|dänisch|schwedisch|"
    r"norwegisch|tschechisch|ungarisch|kanadisch|australisch|japanisch|chinesisch|sowjetisch)(?:e|er|en)?\b")
_ES = re.compile(
    r"\b(?:es|fue) (?:un|una) (?:[\w-]+ ){0,3}(?:español|española|estadounidense|mexicano|mexicana|argentino|"
    r"argentina|colombiano|colombiana|chileno|chilena|peruano|peruana|cubano|cubana|venezolano|venezolana|uruguayo|"
    r"británico|británica|francés|francesa|alemán|alemana|italiano|italiana|portugués|portuguesa|ruso|rusa|"
    r"polaco|polaca|ucraniano|ucraniana|japonés|japonesa|canadiense|brasileño|brasileña)\b")
_UK = re.compile(
    r"(?:[–—-]|\b(?:є|був|була|это|был|была)) (?:[\w'-]+ ){0,1}(?:українськ|американськ|британськ|англійськ|"
    r"німецьк|французьк|польськ|російськ|італійськ|іспанськ|радянськ|американск|британск|немецк|французск|"
    r"польск|российск|советск|русск|украинск)(?:ий|а|ої|ий|ая|ое|ого)\b")
_DIED = re.compile(
    r"\b(?:died|d\. \d|death|mort|morte|décédée?|meurt|zmarł|zmarła|zm\. \d|gestorben|starb|gest\. \d|murió|"
    r"falleció|fallecido|fallecida|помер|померла|умер|умерла)\b")
_BIRTH_IN_PARENTHESES = re.compile(
    r"\((?:[^()]{0,60}[,;] )?(?:born|b\.|nacid[oa]|née?|ur\.|urodzon[ya]|geb\.|geboren|народи\w*|род\.|нар\.)"
    r"\s[^()]{4,90}\)")
_PERSONAL = re.compile(
    r"\b(?:my|our|us|we|nas|nami|wir|uns|nosotros|nous|ми|нас|мы|mój|moja|moje|mojego|mojej|nasz\w*|mein\w*|unser\w*|mi|mis|nuestr\w*|mon|ma|mes|notre|nos|мій|моя|"
    r"мого|моєї|наш\w*|мой|моя|моего|son|daughter|wife|husband|mum|mom|dad|syn\w*|córk\w*|żon\w*|mąż|męża|"
    r"sohn|tochter|frau|mann|hijo|hija|esposa|marido|fils|fille|femme|mari|син\w*|доньк\w*|дочь|дочк\w*|"
    # people the user knows: a colleague, a neighbour, a tenant, a pupil ... ("nowy kolega X (ur. 12.03.1990)")
    r"colleague|friend|neighbou?r|tenant|client|patient|employee|pupil|student|boss|kolega|koleżank\w*|koleg\w*|"
    r"przyjaci\w*|sąsiad\w*|najemc\w*|lokator\w*|klient\w*|pacjent\w*|pracowni\w*|ucz\w*|szef\w*|kollegin|"
    r"kolleg\w*|nachbar\w*|freund\w*|mieter\w*|kund\w*|mitarbeiter\w*|schüler\w*|amig[oa]s?|vecin[oa]s?|"
    r"compañer[oa]s?|inquilin[oa]s?|emplead[oa]s?|alumn[oa]s?|collègue|ami|amie|voisin\w*|locataire|salarié\w*|"
    r"élève|колег\w*|друг\w*|сусід\w*|сосед\w*|орендар\w*|учн\w*|ученик\w*|"
    # a school's or a club's list (round 18): "Versicherungsliste Klassenfahrt: Emma Schulz (geb. 12.03.2012)"
    r"klassenfahrt\w*|versicherungsliste\w*|teilnehmerliste\w*|anmeldeliste\w*|wycieczk\w*|excursi[oó]n escolar|sortie scolaire|school trip|"
    r"екскурсі\w*|insurance list|class list|lista de (?:alumnos|participantes)|liste des (?:élèves|participants))\b")


_DAY_MONTH = (
    r"\d{1,2}(?:st|nd|rd|th|er|\.)?\s+(?:of\s+|de\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|"
    r"ene|abr|ago|dic|janv|févr|fevr|mars|avr|mai|juin|juil|août|aout|déc|sty|lut|kwi|maj|cze|lip|sie|wrz|paź|paz|"
    r"lis|gru|mär|dez|січ|лют|бер|кві|тра|чер|лип|сер|вер|жов|лис|гру|янв|фев|мар|апр|мая|июн|июл|авг|сен|окт|ноя|дек)"
    r"[^\W\d]*(?!\w)\.?"
)
# (round 46) a private death notice (see the module's doc): the death's day and month with no year after them, the
# notice's name or the funeral's arrangements; on lower-cased text, behind the birth-date candidates that call it
_PRIVATE_DEATH = LazyPattern(
    r"(?<!\w)(?:died|passed away|d\.|décédée?|decedee?|morte?|zmarła|zmarl[a]?|zmarł|zm\.|gestorben|verstorben|starb|"
    r"gest\.|murió|murio|falleció|fallecio|fallecid[oa]|помер|померла|умер|умерла)"
    r"(?:\s+(?:on|the|le|el|am|dnia|в|у))*\s+" + _DAY_MONTH + r"(?![\s,.]*(?:de\s+|of\s+)?\d{4}|[\s,.]*\d{2}(?!\d))|"
    r"(?<!\w)(?:death notice|funeral notice|funeral|memorial service|avis de d[ée]c[èe]s|faire-part|obs[èe]ques|"
    r"fun[ée]railles|esquela|sepelio|velatorio|misa (?:funeral|de difuntos|en|por)|klepsydr\w*|pogrzeb\w*|"
    r"nekrolog\w*|traueranzeige|todesanzeige|beerdigung|beisetzung|trauerfeier|некролог\w*|похорон\w*|прощання|"
    r"прощание|панахид\w*|отпевани\w*)(?!\w)")


def reference_style(low: str, start: int, end: int) -> bool:
    """The sentence of low[start:end] (lower-cased text) is a reference work's biography (see the module's doc)."""
    s = max(low.rfind(". ", 0, start), low.rfind("\n", 0, start), low.rfind("? ", 0, start), start - 200) + 1
    stop = [x for x in (low.find(". ", end), low.find("\n", end), low.find("? ", end)) if x >= 0]
    e = min(stop + [end + 200, len(low)])
    if _PERSONAL.search(low, s, e):
        return False
    if any(p.search(low, s, e) for p in (_EN, _FR, _PL, _DE, _ES, _UK, _BIRTH_IN_PARENTHESES)):
        return True
    # (round 46) "died" alone is a biography's only when no private death notice is around it
    return _DIED.search(low, s, e) is not None and _PRIVATE_DEATH.search(low) is None
