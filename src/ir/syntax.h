// Python syntax in traces that is not an op call: return, del, unpacking a
// collection (`x: "TYPE" = args[0]`, `a, b, = C0`) and attribute reads
// (`spec0 = x._spec`). Each is a bound symbol of a symbol with no namespace.
#pragma once

#include "ir/symbol.h"

namespace fulgur {

BoundSymbol make_return(Value v);
BoundSymbol make_del(const std::vector<ProxyPtr>& names);
BoundSymbol make_getitem(const ProxyPtr& collection, int64_t index, const ProxyPtr& out);
BoundSymbol make_getattr(const ProxyPtr& obj, const std::string& attr, const ProxyPtr& out);
// `outs` may hold nullptr for an ignored slot, printed `_`.
BoundSymbol make_unpack_sequence(const ProxyPtr& collection, const std::vector<ProxyPtr>& outs);

// The type of `obj.attr` (`_spec` of a DTensor is opaque, `_local_tensor` its
// local tensor); raises Error for attributes traces do not use.
ProxyType getattr_type(const Proxy& obj, const std::string& attr);

bool is_syntax(const BoundSymbol& b, std::string_view name);

}  // namespace fulgur
