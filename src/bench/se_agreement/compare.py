"""Agreement of `sudoku rate` with Sukaku Explainer, per band of SE's rating.
usage: compare.py SE_RATINGS OURS [list]
SE_RATINGS: "<puzzle> <rating> <rule>" lines (serate --format='%g %r %R');
OURS: `sudoku rate` output; "list" also prints every puzzle that differs."""
import sys
se = {}
for l in open(sys.argv[1]):
    p = l.split()
    if len(p) >= 2: se[p[0]] = (float(p[1]), " ".join(p[2:]))
ours = {}
for l in open(sys.argv[2]):
    p = l.split()
    if len(p) >= 4: ours[p[0]] = (float(p[1]), p[3])
bands = [(1.0,1.5),(1.6,2.6),(2.7,4.4),(4.5,6.6),(6.7,20)]
rows = {b: [0,0] for b in bands}
low=[0,0]
lst=[]
for k,(s,name) in se.items():
    if k not in ours: continue
    o = ours[k][0]
    for b in bands:
        if b[0]-1e-9 <= s <= b[1]+1e-9:
            rows[b][0]+=1
            if abs(o-s)<0.05: rows[b][1]+=1
            else: lst.append((s,o,name,ours[k][1],k))
    if s < 3.0:
        low[0]+=1; low[1]+= abs(o-s)<0.05
tot=[sum(r[0] for r in rows.values()), sum(r[1] for r in rows.values())]
for b,r in rows.items():
    print(f"{b[0]}-{b[1]}: {r[0]} puzzles, equal {r[1]} ({100*r[1]/max(1,r[0]):.1f}%)")
print(f"under 3.0: {low[0]} equal {low[1]} ({100*low[1]/max(1,low[0]):.1f}%)")
print(f"all: {tot[0]} equal {tot[1]} ({100*tot[1]/max(1,tot[0]):.1f}%)")
if len(sys.argv)>3:
    for x in sorted(lst): print(*x)
