#pragma once
#include "cuda_emulation.h"
