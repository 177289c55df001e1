import json, glob, re, sys
import bzg_gen as g
from stdnum.pl import pesel, nip, regon
from stdnum import iban, luhn, isbn, ean
from stdnum.de import idnr
from stdnum.es import dni, nie
from stdnum.fr import nir, siren, siret
from stdnum.us import ssn
from stdnum.ua import rntrc, edrpou
import phonenumbers
from mnemonic import Mnemonic
GEN = {
 'pesel':(g.g_pesel,pesel.is_valid),'nip':(g.g_nip,nip.is_valid),'regon':(g.g_regon,regon.is_valid),
 'nrb':(g.g_nrb_fmt,lambda s: iban.is_valid('PL'+s)),'nrb0':(g.g_nrb,lambda s: iban.is_valid('PL'+s)),
 'ibde':(lambda: g.g_iban_fmt('DE',18),iban.is_valid),'ibfr':(lambda: g.g_iban_fmt('FR',23),iban.is_valid),
 'ibua':(lambda: g.g_iban('UA',25),iban.is_valid),'ibat':(lambda: g.g_iban('AT',16),iban.is_valid),'ibpl':(lambda: g.g_iban_fmt('PL',24),iban.is_valid),
 'steuer':(g.g_steuer,idnr.is_valid),'dni':(g.g_dni,dni.is_valid),'nie':(g.g_nie,nie.is_valid),'nir':(g.g_nir,nir.is_valid),
 'siren':(g.g_siren,siren.is_valid),'siret':(g.g_siret,siret.is_valid),'ssn':(g.g_ssn,ssn.is_valid),'rnokpp':(g.g_rnokpp,rntrc.is_valid),
 'edrpou':(g.g_edrpou,edrpou.is_valid),'card':(g.g_card_fmt,lambda s: luhn.is_valid(s.replace(' ',''))),'card0':(g.g_card,luhn.is_valid),'mc':(lambda: g.g_card_fmt('51'),lambda s: luhn.is_valid(s.replace(' ',''))),
 'isbn':(g.g_isbn,isbn.is_valid),'ean':(g.g_ean,ean.is_valid),'seed':(g.g_seed,Mnemonic('english').check),
 'idcard':(g.g_idcard,None),'nino':(g.g_nino,None),
}
for r in ['PL','DE','ES','FR','UA','GB','US']:
    GEN['ph'+r.lower()]=((lambda r=r: g.g_phone(r)),(lambda s,r=r: phonenumbers.is_valid_number(phonenumbers.parse(s,r))))
SIMPLE={'pin4':lambda: g.g_pin(4),'pin6':lambda: g.g_pin(6),'pin5':lambda: g.g_pin(5),'pw':g.g_pw,'plpl':g.g_plate_pl,'plde':g.g_plate_de,'ples':g.g_plate_es,
 'plfr':g.g_plate_fr,'plua':g.g_plate_ua,'pluk':g.g_plate_uk,'vin':g.g_vin,'uuid':g.g_uuid,'hex40':lambda: g.g_hex(40),'hex64':lambda: g.g_hex(64),
 'ghp':lambda: g.g_tok('ghp_',36),'sk':lambda: g.g_tok('sk_live_',24),'stest':lambda: g.g_tok('sk_test_',24),'aws':lambda: g.g_tok('AKIA',16,'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'),
 'tok32':lambda: g.g_tok('',32),'slack':lambda: g.g_tok('xoxb-'+g.digs(11)+'-',24),'d8':lambda: g.g_pin(8),'d10':lambda: g.g_pin(10),'d12':lambda: g.g_pin(12)}
KINDS={'red':{'identifier','secret','identity','health','sexuality','beliefs','ethnicity','finance','relationship'},'yellow':{'uncertain'},'green':{'benign','benign-lookalike'}}
out=[]; checks=0; idchecks=0
for f in sorted(glob.glob('t_*.txt')):
    for ln in open(f,encoding='utf-8'):
        ln=ln.rstrip('\n')
        if not ln.strip() or ln.startswith('#'): continue
        p=ln.split('|')
        assert len(p)==7, (f,ln)
        lang,label,kind,cat,gen,text,note=[x.strip() for x in p]
        vals=[]
        def sub(m):
            k=m.group(1)
            if k in GEN: v=GEN[k][0](); vals.append((k,v))
            else: v=SIMPLE[k]()
            return v
        text=re.sub(r'\{(\w+)\}',sub,text)
        for k,v in vals:
            assert v in text
            fn=GEN[k][1]
            if fn:
                assert fn(v), (k,v); checks+=1
                c=re.sub(r'[\s\-\.]','',v)
                if k not in ('seed',) and not k.startswith('ph'): assert fn(c),(k,c); idchecks+=1
        assert kind in KINDS[label], ln
        out.append(dict(lang=lang,text=text,label=label,kind=kind,category=cat,note=note))
texts=[o['text'] for o in out]; assert len(set(texts))==len(texts), [t for t in texts if texts.count(t)>1]
with open('broad-zg.jsonl','w',encoding='utf-8') as fh:
    for i,o in enumerate(out,1):
        fh.write(json.dumps(dict(id='bzg-%04d'%i,**o),ensure_ascii=False)+'\n')
print(len(out),'lines; checked values',checks,'separator-dropped',idchecks)
from collections import Counter
for k in ['lang','label','kind']: print(k,Counter(o[k] for o in out).most_common())
print('lang x label',sorted(Counter((o['lang'],o['label']) for o in out).items()))
print('categories',len(set(o['category'] for o in out)))
