// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

/// @title SwapPair
/// @notice A constant-product pool of two ERC-20s for the devnet (x * y = k, 0.3% fee on the
/// input). It has no liquidity shares: the fixtures fund it by sending tokens and calling `sync`.
/// Token calls tolerate Tether's ABI (no return value).
contract SwapPair {
    address public immutable token0;
    address public immutable token1;
    uint256 private reserve0;
    uint256 private reserve1;
    bool private locked;

    event Sync(uint256 reserve0, uint256 reserve1);
    event Swap(
        address indexed sender,
        uint256 amount0In,
        uint256 amount1In,
        uint256 amount0Out,
        uint256 amount1Out,
        address indexed to
    );

    modifier nonReentrant() {
        require(!locked, "SwapPair: locked");
        locked = true;
        _;
        locked = false;
    }

    constructor(address tokenA, address tokenB) {
        require(tokenA != tokenB && tokenA != address(0) && tokenB != address(0), "SwapPair: tokens");
        (token0, token1) = tokenA < tokenB ? (tokenA, tokenB) : (tokenB, tokenA);
    }

    function getReserves() external view returns (uint256, uint256) {
        return (reserve0, reserve1);
    }

    /// @notice Makes the reserves the held balances (how liquidity is added).
    function sync() external nonReentrant {
        _update(_balance(token0), _balance(token1));
    }

    /// @notice Sends the asked amounts to `to`; the caller must have sent enough input first so the
    /// fee-adjusted product does not fall.
    function swap(uint256 amount0Out, uint256 amount1Out, address to) external nonReentrant {
        require(amount0Out > 0 || amount1Out > 0, "SwapPair: nothing out");
        uint256 r0 = reserve0;
        uint256 r1 = reserve1;
        require(amount0Out < r0 && amount1Out < r1, "SwapPair: not enough liquidity");
        require(to != token0 && to != token1, "SwapPair: bad receiver");
        if (amount0Out > 0) _send(token0, to, amount0Out);
        if (amount1Out > 0) _send(token1, to, amount1Out);
        uint256 balance0 = _balance(token0);
        uint256 balance1 = _balance(token1);
        uint256 in0 = balance0 > r0 - amount0Out ? balance0 - (r0 - amount0Out) : 0;
        uint256 in1 = balance1 > r1 - amount1Out ? balance1 - (r1 - amount1Out) : 0;
        require(in0 > 0 || in1 > 0, "SwapPair: nothing in");
        uint256 adjusted0 = balance0 * 1000 - in0 * 3;
        uint256 adjusted1 = balance1 * 1000 - in1 * 3;
        require(adjusted0 * adjusted1 >= r0 * r1 * 1_000_000, "SwapPair: product fell");
        _update(balance0, balance1);
        emit Swap(msg.sender, in0, in1, amount0Out, amount1Out, to);
    }

    function _update(uint256 balance0, uint256 balance1) private {
        reserve0 = balance0;
        reserve1 = balance1;
        emit Sync(balance0, balance1);
    }

    function _balance(address token) private view returns (uint256) {
        (bool ok, bytes memory data) = token.staticcall(abi.encodeWithSelector(0x70a08231, address(this)));
        require(ok && data.length >= 32, "SwapPair: balanceOf failed");
        return abi.decode(data, (uint256));
    }

    function _send(address token, address to, uint256 amount) private {
        (bool ok, bytes memory data) = token.call(abi.encodeWithSelector(0xa9059cbb, to, amount));
        require(ok && (data.length == 0 || abi.decode(data, (bool))), "SwapPair: transfer failed");
    }
}
