// The table of op samples (thunder's OpInfo idea): each sample is a call to
// one op with typed inputs. One table drives meta inference against libtorch,
// decompositions against libtorch values and the print/parse round trip.
#pragma once

#include <string>
#include <vector>

namespace fulgur::testing {

struct OpSample {
  std::string op;                   // "ltorch.add"
  std::vector<std::string> inputs;  // type strings without the device, "{dt}" = the sample's dtype
  std::string call;                 // argument text, inputs named a0, a1, ...
  std::vector<std::string> dtypes;  // values for {dt}; one entry "" when there is no placeholder
  int outputs = 1;                  // > 1: a tuple of outputs (chunk, split)
};

// Every ltorch op appears at least once; the dtype lists cover each supported dtype.
std::vector<OpSample> op_samples();

// The trace text of one sample instantiated with `dtype`.
std::string sample_trace_text(const OpSample& s, const std::string& dtype);

}  // namespace fulgur::testing
