import os
exec(open(os.path.join(os.path.dirname(os.path.abspath(__file__)), 'gen_y.py')).read())
C=gen_y()
for k,v in sorted(C.items()): print(k, len(v))
import pickle; pickle.dump(dict(C),open(os.path.join(OUT, 'ycands.pkl'),'wb'))
