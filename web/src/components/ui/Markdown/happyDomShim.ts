// Test-only: makes happy-dom (the test DOM) behave like a browser where DOMPurify depends on it,
// so the sanitiser's tests exercise the real sanitiser. Import it before anything that imports
// dompurify (DOMPurify captures document.createNodeIterator when it loads).
//
// 1. DOMPurify reads nodeName through Node.prototype's own getter (so a clobbered `nodeName`
//    cannot fool it). happy-dom answers '' from that base getter and defines the real name on its
//    subclasses; here the base getter answers like the node's own class does, as in browsers.
// 2. DOMPurify walks the tree with a NodeIterator and removes nodes as it goes. A browser's
//    iterator then carries on from where the removed node was (DOM "removing steps"); happy-dom's
//    loses its place and skips what follows. This iterator remembers where each node it returns
//    sits, and after a removal carries on from there.
const baseNodeName = Object.getOwnPropertyDescriptor(Node.prototype, 'nodeName')
type Patched = { tribePatched?: boolean }

if (baseNodeName?.get && !(baseNodeName.get as Patched).tribePatched) {
  const get = function (this: Node) {
    for (let proto = Object.getPrototypeOf(this); proto && proto !== Node.prototype; proto = Object.getPrototypeOf(proto)) {
      const own = Object.getOwnPropertyDescriptor(proto, 'nodeName')
      if (own?.get) return own.get.call(this)
    }
    return baseNodeName.get!.call(this)
  }
  ;(get as Patched).tribePatched = true
  Object.defineProperty(Node.prototype, 'nodeName', { ...baseNodeName, get })
}

/** The next node in tree order after `node`'s subtree, within `root`. */
function nextOutside(node: Node, root: Node): Node | null {
  for (let current: Node | null = node; current && current !== root; current = current.parentNode) {
    if (current.nextSibling) return current.nextSibling
  }
  return null
}

const SHOW = { 1: 0x1, 3: 0x4, 7: 0x40, 8: 0x80, 9: 0x100, 11: 0x400 } as Record<number, number>

function createNodeIterator(this: Document, root: Node, whatToShow = 0xffffffff, filter: NodeFilter | null = null): NodeIterator {
  let last: Node | null = null
  let lastParent: Node | null = null
  let lastPrevious: Node | null = null
  const shows = (node: Node) => {
    if (!(whatToShow & (SHOW[node.nodeType] ?? 0))) return false
    if (!filter) return true
    const verdict = typeof filter === 'function' ? filter(node) : filter.acceptNode(node)
    return verdict === NodeFilter.FILTER_ACCEPT
  }
  const following = (): Node | null => {
    if (!last) return root
    if (last === root || root.contains(last)) return last.firstChild ?? nextOutside(last, root)
    // `last` was removed: carry on with whatever now stands where it stood.
    if (lastPrevious && lastPrevious.parentNode === lastParent && root.contains(lastPrevious)) return nextOutside(lastPrevious, root)
    if (lastParent && (lastParent === root || root.contains(lastParent))) return lastParent.firstChild ?? nextOutside(lastParent, root)
    return null
  }
  const iterator = {
    root,
    whatToShow,
    filter,
    referenceNode: root,
    pointerBeforeReferenceNode: true,
    nextNode(): Node | null {
      for (let node = following(); node; node = following()) {
        last = node
        lastParent = node.parentNode
        lastPrevious = node.previousSibling
        if (shows(node)) return node
      }
      return null
    },
    previousNode: () => null,
    detach: () => {},
  }
  return iterator as unknown as NodeIterator
}

// Patched where happy-dom defines it (a Document class of its own, not the global Document).
let owner: object | null = document
while (owner && !Object.prototype.hasOwnProperty.call(owner, 'createNodeIterator')) owner = Object.getPrototypeOf(owner)
if (owner && !((owner as Document).createNodeIterator as Patched).tribePatched) {
  ;(createNodeIterator as Patched).tribePatched = true
  Object.defineProperty(owner, 'createNodeIterator', { value: createNodeIterator, configurable: true, writable: true })
}

export {}
