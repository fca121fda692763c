import os
exec(open(os.path.join(os.path.dirname(os.path.abspath(__file__)), 'gen_y.py')).read())
import pickle
C=pickle.load(open(os.path.join(OUT, 'ycands.pkl'),'rb'))
FAM_L = ["Terence Tao","Ahmed Zewail","Shinya Yamanaka","Charles K. Kao","Elizabeth Blackburn","John Maynard Smith",
"John Archibald Wheeler","Linus Pauling","Harold Urey","Robert Andrews Millikan","E. O. Wilson","Roger Penrose",
"Subrahmanyan Chandrasekhar","Martin Ryle","Norman Borlaug","Freeman Dyson","Charles H. Townes","Ernst Mayr","J. J. Thomson",
"Enrico Fermi","Eugene Wigner","Marie Curie","Peter Debye","John Bardeen","Simon Donaldson","Ernest Lawrence","Irving Langmuir",
"Yoichiro Nambu","Albert Einstein","Michael Atiyah","Frederick Sanger","Rita Levi-Montalcini","Vladimir Arnold","Rudolf Peierls",
"Henry Hallett Dale","George Porter","Stanley B. Prusiner","Yakov Sinai","John G. Thompson","Svante Pääbo","Harold Jeffreys",
"Joseph Larmor","Nicolaas Bloembergen"]
FAM_S = ["Franchot Tone","Steve McQueen","Richard Harris","Shelley Winters","John Wayne","John Cleese","Pierce Brosnan",
"Jennifer Aniston","Rudy Giuliani","Neil Simon","Sonny Bono","Tom Cruise","Mao Zedong","Talia Shire","Vera Farmiga",
"Tommy Mottola","Roger Vadim","Ronald Perelman","Kimberly Guilfoyle","Otto Frank","Joy Davidman","Teresa Wright","Owen Moore",
"Ken Russell","Katharine Ross","Silvia Pinal","Stanley Kramer","Vittorio De Sica","Joan Crawford","Mary Pickford","Cher",
"George Brent","Ruth Chatterton","Jean Wallace","Cornel Wilde","Nicole Kidman","Brad Pitt","Mariah Carey","Brigitte Bardot",
"Rosie Perez","Margot Kidder","Fran Drescher","Arlene Dahl","Anna Karina","Virginia Field","Paul Douglas (actor)","Lauren Shuler Donner"]
FAMOUS_FOOT = FOOT[:FOOT.index("Chris Woods")+2]
def xs(m):
    out=[]
    if "x" in m: out.append(m["x"])
    for k in ("e1","e2","anchor"):
        if k in m: out.append(m[k]["x"])
    return out
def fam(m):
    x = xs(m)[0]
    return x in FAM_L or x in FAM_S or x in FAMOUS_FOOT
used=Counter()
drafts=[]
def take(key, n, kind, need_fam=True, cap=2):
    ms=list(C.get(key,[]))
    R.shuffle(ms)
    got=0
    for m in ms:
        if got==n: break
        if need_fam and not fam(m): continue
        x=xs(m)[0]
        if used[x]>=cap: continue
        q=w_y(m)
        drafts.append((kind,q,m)); got+=1; used[x]+=1
    print(key, got, file=sys.stderr)
take("y_longest",6,"agg")
take("y_shortest",3,"agg")
take("y_longest_tie",1,"agg")
take("y_shortest_tie",1,"agg")
take("count_club",4,"agg")
take("count_prize",5,"agg")
take("count_spouse",1,"agg",need_fam=False)
take("nth_club",8,"ord")
take("nth_prize",7,"ord")
take("nth_spouse",4,"ord")
take("nth_club_tie",1,"ord")
take("nth_prize_tie",1,"ord")
take("off_prize",9,"off")
take("off_join",6,"off")
take("off_hold",6,"off")
take("btw_prize",5,"btw")
take("btw_birth",5,"btw")
take("btw_join",4,"btw")
take("btw_leave",3,"btw")
take("btw_marry",2,"btw")
take("btw_amb",2,"btw",need_fam=False)
take("cmb_pcount",8,"cmb")
take("cmb_pnext",5,"cmb")
take("cmb_ccount",4,"cmb")
take("cmb_clong",4,"cmb",need_fam=False)
print(Counter(d[0] for d in drafts), len(drafts))
json.dump(drafts,open(os.path.join(OUT, 'drafts_y.json'),'w'),ensure_ascii=False,indent=0)
for i,d in enumerate(drafts): print(i,d[0],d[1],'->',gold.y_answer(yg,d[2]))
