import random, secrets, string, datetime
from stdnum.pl import pesel, nip, regon
from stdnum import iban, luhn
from stdnum.de import idnr
from stdnum.es import dni, nie
from stdnum.fr import nir, siren, siret
from stdnum.us import ssn
from stdnum.ua import rntrc, edrpou
from stdnum import isbn, ean
import phonenumbers
from mnemonic import Mnemonic
R = random.Random(20261203)
def digs(n): return ''.join(R.choice('0123456789') for _ in range(n))
def calc(mod, s):
    for c in '0123456789':
        if mod.is_valid(s + c): return s + c
def g_pesel():
    while True:
        y=R.randint(1950,2019); m=R.randint(1,12); d=R.randint(1,28)
        mm = m + (20 if y>=2000 else 0)
        b='%02d%02d%02d%s'%(y%100,mm,d,digs(4)); v=calc(pesel,b)
        if v: return v
def g_nip():
    while True:
        v=calc(nip, str(R.randint(1,9))+digs(8))
        if v: return v
def g_regon():
    while True:
        v=calc(regon, str(R.randint(1,9))+digs(7))
        if v: return v
def g_iban(cc, n):
    bban=digs(n)
    for k in range(2,99):
        s='%s%02d%s'%(cc,k,bban)
        if iban.is_valid(s): return s
def g_iban_fmt(cc,n): return iban.format(g_iban(cc,n))
def g_nrb():
    s=g_iban('PL',24)[2:]; return s
def g_nrb_fmt():
    s=g_nrb(); return s[:2]+' '+' '.join(s[i:i+4] for i in range(2,26,4))
def g_steuer():
    while True:
        b=str(R.randint(1,9))+digs(9)
        if len(set(b))==9 or True:
            v=calc(idnr,b)
            if v: return v
def g_dni(): return g_dni2()
def g_dni2():
    n=digs(8); return n+'TRWAGMYFPDXBNJZSQVHLCKE'[int(n)%23]
def g_nie():
    p=R.choice('XYZ'); n=digs(7); v=int('XYZ'.index(p).__str__()+n)
    return p+n+'TRWAGMYFPDXBNJZSQVHLCKE'[v%23]
def g_nir():
    while True:
        b='%d%02d%02d%02d%03d%03d'%(R.choice([1,2]),R.randint(50,99),R.randint(1,12),R.randint(1,95),R.randint(1,990),R.randint(1,999))
        k=97-int(b)%97; s=b+'%02d'%k
        if nir.is_valid(s): return s
def g_siren():
    while True:
        v=calc(siren, str(R.randint(1,9))+digs(7))
        if v: return v
def g_siret():
    while True:
        v=calc(siret, g_siren()+digs(4))
        if v: return v
def g_ssn():
    while True:
        s='%03d-%02d-%04d'%(R.randint(1,665),R.randint(1,99),R.randint(1,9999))
        if ssn.is_valid(s): return s
def g_rnokpp():
    while True:
        v=calc(rntrc, str(R.randint(1,4))+digs(8))
        if v: return v
def g_edrpou():
    while True:
        v=edrpou.calc_check_digit(digs(7)) if hasattr(edrpou,'calc_check_digit') else None
        b=str(R.randint(2,4))+digs(6); v=calc(edrpou,b)
        if v: return v
def g_card(prefix='4', n=16):
    b=prefix+digs(n-len(prefix)-1); return b+luhn.calc_check_digit(b)
def g_card_fmt(prefix='4'):
    c=g_card(prefix); return ' '.join(c[i:i+4] for i in range(0,16,4))
def g_isbn():
    b='978'+R.choice('0123')+digs(8); return isbn.format(b+isbn.calc_check_digit(b)) if False else b+ean.calc_check_digit(b)
def g_ean(): b=R.choice(['590','400','841','300','482'])+digs(9); return b+ean.calc_check_digit(b)
def g_phone(region):
    while True:
        ex=phonenumbers.example_number_for_type(region, phonenumbers.PhoneNumberType.MOBILE)
        nat=str(ex.national_number); n=nat[:2]+digs(len(nat)-2)
        p=phonenumbers.parse(n, region)
        if phonenumbers.is_valid_number(p):
            return phonenumbers.format_number(p, R.choice([phonenumbers.PhoneNumberFormat.INTERNATIONAL, phonenumbers.PhoneNumberFormat.NATIONAL]))
def g_seed(n=12): return Mnemonic('english').generate(128 if n==12 else 256)
def g_idcard():
    W=[7,3,1,9,7,3,1,7,3]
    while True:
        L=''.join(R.choice(string.ascii_uppercase) for _ in range(3)); d=digs(5)
        vals=[ord(c)-55 for c in L]+[0]+[int(x) for x in d]
        s=sum(w*v for w,v in zip(W,vals))%10
        return L+str(s)+d
def g_nino():
    a='ABCEGHJKLMNPRSTWXYZ'; return R.choice(a)+R.choice(a.replace('O',''))+digs(6)+R.choice('ABCD')
def g_pin(n=4): return digs(n)
def g_tok(pfx, n, al=string.ascii_letters+string.digits): return pfx+''.join(secrets.choice(al) for _ in range(n))
def g_pw(): return R.choice(['Kot','Sonne','Luna','Perro','Mamba','Zorro','Misia'])+R.choice('!#$%&*.?')+digs(R.randint(2,4))+R.choice(['x','Q','zz','Rt'])
def g_plate_pl(): return R.choice(['WA','KR','PO','GD','WR','LU','SK'])+' '+digs(4)+R.choice(string.ascii_uppercase)
def g_plate_de(): return R.choice(['B','M','HH','K','F','S'])+'-'+''.join(R.choice('ABCDEFGHKLMNPRSTUVWXYZ') for _ in range(2))+' '+str(R.randint(10,9999))
def g_plate_es(): return digs(4)+' '+''.join(R.choice('BCDFGHJKLMNPRSTVWXYZ') for _ in range(3))
def g_plate_fr(): return ''.join(R.choice('ABCDEFGHJKLMNPRSTVWXYZ') for _ in range(2))+'-'+digs(3)+'-'+''.join(R.choice('ABCDEFGHJKLMNPRSTVWXYZ') for _ in range(2))
def g_plate_ua(): return R.choice(['AA','KA','BC','AX','BI'])+' '+digs(4)+' '+''.join(R.choice('ABCEHIKMOPTX') for _ in range(2))
def g_plate_uk(): return ''.join(R.choice('ABCDEFGHJKLMNOPRSTUVWXY') for _ in range(2))+digs(2)+' '+''.join(R.choice('ABCDEFGHJKLMNOPRSTUVWXYZ') for _ in range(3))
def g_vin():
    al='ABCDEFGHJKLMNPRSTUVWXYZ0123456789'; return R.choice(['WVW','WBA','VF1','ZFA','TMB','JTD'])+''.join(R.choice(al) for _ in range(14))
def g_uuid():
    import uuid; return str(uuid.UUID(int=R.getrandbits(128), version=4))
def g_hex(n): return ''.join(R.choice('0123456789abcdef') for _ in range(n))
