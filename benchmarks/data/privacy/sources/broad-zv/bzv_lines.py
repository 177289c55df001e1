from bzv_pl import PL
from bzv_en import EN
from bzv_de import DE
from bzv_es import ES
from bzv_fr import FR
from bzv_uk import UK, RU
from bzv_extra import EXTRA
LINES = PL + EN + DE + ES + FR + UK + RU + EXTRA
