import re, gen
from gen import *
from stdnum import luhn, iban as _iban, isbn as _isbn, ean as _ean
from stdnum.pl import pesel as _pesel, nip as _nip, regon as _regon
from stdnum.de import idnr as _idnr, vat as _devat
from stdnum.es import dni as _dni, nie as _nie, cif as _cif
from stdnum.fr import nir as _nir, siren as _siren, siret as _siret
from stdnum.us import ssn as _ssn
from stdnum.ua import rntrc as _rntrc, edrpou as _edrpou
import phonenumbers, mnemonic
VALID = {
 'pesel': _pesel.is_valid, 'nip': _nip.is_valid, 'regon': _regon.is_valid, 'iban': _iban.is_valid,
 'nrb': lambda x: _iban.is_valid('PL' + x), 'steuerid': _idnr.is_valid, 'dni': _dni.is_valid, 'nie': _nie.is_valid,
 'cif': _cif.is_valid, 'nir': _nir.is_valid, 'siren': _siren.is_valid, 'siret': _siret.is_valid, 'ssn': _ssn.is_valid,
 'rnokpp': _rntrc.is_valid, 'edrpou': _edrpou.is_valid, 'card': luhn.is_valid, 'isbn': _isbn.is_valid, 'ean': _ean.is_valid,
 'devat': _devat.is_valid, 'plid': gen.plid_valid, 'nino': lambda x: bool(re.fullmatch(r'[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z]\d{6}[A-D]', x)),
 'phone': lambda x: phonenumbers.is_valid_number(phonenumbers.parse('+' + re.sub(r'\D', '', x))),
 'seed': lambda x: mnemonic.Mnemonic('english').check(x), 'raw': lambda x: True,
}
SEPLESS = {'raw', 'seed'}
ROWS = []; _cur = []
def grp(s, n=4, sep=' '): return sep.join(s[i:i+n] for i in range(0, len(s), n))
def v(typ, val, shown=None):
    shown = val if shown is None else shown
    _cur.append((typ, val, shown)); return shown
def E(lang, label, kind, cat, note, text):
    global _cur
    ROWS.append(dict(lang=lang, text=text, label=label, kind=kind, category=cat, note=note, _vals=list(_cur))); _cur = []
def R_(lang, kind, cat, note, text): E(lang, 'red', kind, cat, note, text)
def G(lang, kind, cat, note, text): E(lang, 'green', kind, cat, note, text)
def Y(lang, cat, note, text): E(lang, 'yellow', 'uncertain', cat, note, text)
