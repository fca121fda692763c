import os
exec(open(os.path.join(os.path.dirname(os.path.abspath(__file__)), 'gen_mq.py')).read())
import time, pickle
t=time.time()
res={}
res['most']=gen_most(); print('most',len(res['most']),time.time()-t)
res['count']=gen_count(); print('count',len(res['count']),time.time()-t)
res['ndistinct']=gen_ndistinct(); print('nd',len(res['ndistinct']),time.time()-t)
res['nth_day']=gen_nth_day(); print('nth_day',len(res['nth_day']),time.time()-t)
res['nth_other']=gen_nth_other(); print('nth_other',len(res['nth_other']),time.time()-t)
pickle.dump(res, open(os.path.join(OUT, 'cands1.pkl'), 'wb'))
