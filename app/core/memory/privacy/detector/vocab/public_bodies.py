"""Public bodies and branches whose address is public, in the six languages (round 23: "na adres oddziału ZUS przy
ul. ...", "an die Adresse der Behörde, Lindenallee 7", "the council offices at 4 Market Street"): an address after
one of them is the body's, not a person's home. A regular-expression alternation, for lower-cased text."""
from __future__ import annotations

BODIES = (
    r"branch|council|agency|authority|embassy|consulate|"
    r"oddzia\w*|urz[ąę]d\w*|ambasad\w*|konsulat\w*|s[ąę]d\w*|zus|"
    r"behörde\w*|(?:finanz|bürger|einwohnermelde|standes|arbeits|jugend|ordnungs|landrats|sozial|gesundheits|bezirks|zoll|"
    r"post)?amt(?:s|es)?|ämter|botschaft|konsulat|gericht\w*|agentur|"
    r"sucursal|agencia|ayuntamiento|hacienda|embajada|consulado|juzgado|"
    r"agence|mairie|préfecture|ambassade|consulat|succursale|tribunal|"
    r"філі\w*|филиал\w*|посольств\w*|консульств\w*|управлінн\w*|управлени\w*|"
    # (round 28) parliaments, ministries, prosecutors, the police, the ombudsman, a public utility: "звернення до
    # Верховної Ради, вулиця Грушевського, 5", "petycja do Sejmu, ul. Wiejska 4", "reklamacja do Zakładu Energetycznego"
    r"parliament|senate|congress|ministry|ministries|department|police|ombudsman|prosecutor\w*|"
    r"sejm\w*|senat\w*|ministerstw\w*|ministr\w*|prokuratur\w*|policj\w*|komend\w*|rzecznik\w*|zakład\w*|starostw\w*|"
    r"gmin[aiyeę]|bundestag\w*|bundesrat\w*|landtag\w*|ministerium\w*|polizei\w*|staatsanwaltschaft|bürgerbeauftragt\w*|"
    r"congreso|senado|cortes|ministerio|polic[ií]a|fiscal[ií]a|defensor del pueblo|diputaci[oó]n|"
    r"parlement|assembl[ée]e nationale|sénat|minist[èe]re|commissariat|gendarmerie|d[ée]fenseur des droits|"
    r"верховн\w+ рад\w*|міськ\w+ рад\w*|обласн\w+ рад\w*|сільськ\w+ рад\w*|міністерств\w*|прокуратур\w*|поліці\w*|"
    r"омбудсман\w*|державн\w+ дум\w*|государственн\w+ дум\w*|министерств\w*|полици\w*|администраци\w*|адміністраці\w*"
)
